import { ClientResponseError } from 'pocketbase';
import {
  AWAITING_APPROVAL_MESSAGE,
  initAuth,
  LOGIN_FAILED_MESSAGE,
  REGISTER_FAILED_MESSAGE,
  startAuth,
  useAuthStore,
} from './auth';
import { useSiteStore } from './site';

const fake = vi.hoisted(() => ({
  users: {
    authWithPassword: vi.fn(),
    authRefresh: vi.fn(),
    create: vi.fn(),
  },
}));

vi.mock('../lib/pocketbase', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lib/pocketbase')>();
  const { BaseAuthStore } = await import('pocketbase');
  const authStore = new BaseAuthStore();
  return {
    ...actual,
    pb: {
      authStore,
      collection: (name: string) => {
        if (name !== 'users') throw new Error(`unexpected collection ${name}`);
        return fake.users;
      },
    },
  };
});

const { pb } = await import('../lib/pocketbase');

// Signing in or out loads the site data again (drafts are staff-only): these tests watch it.
// (Every store is reset after each test: web/__mocks__/zustand.ts.)
const reloadSite = vi.fn(async () => {});

/** An unsigned JWT whose `exp` is `secondsFromNow` away (the SDK only reads the payload). */
function token(secondsFromNow: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ id: 'u1', type: 'auth', exp: Math.floor(Date.now() / 1000) + secondsFromNow })}.sig`;
}

const user = {
  id: 'u1',
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  email: 'admin@example.lk',
  approved: true,
  created: '',
  updated: '',
};

function clientError(status: number, message: string) {
  return new ClientResponseError({ status, response: { code: status, message, data: {} } });
}

beforeEach(() => {
  pb.authStore.clear();
  useAuthStore.setState({ token: '', user: null, error: null });
  Object.values(fake.users).forEach((fn) => fn.mockReset());
  reloadSite.mockClear();
  useSiteStore.setState({ fetchAll: reloadSite });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the site data', () => {
  it('is loaded again when someone signs in or out, not when the same account refreshes', () => {
    pb.authStore.save(token(3600), user);
    expect(reloadSite).toHaveBeenCalledTimes(1);
    pb.authStore.save(token(7200), user);
    expect(reloadSite).toHaveBeenCalledTimes(1);
    pb.authStore.clear();
    expect(reloadSite).toHaveBeenCalledTimes(2);
  });
});

describe('login', () => {
  it('authenticates against users and keeps the session in the store', async () => {
    const t = token(3600);
    fake.users.authWithPassword.mockImplementation(async () => {
      pb.authStore.save(t, user);
      return { token: t, record: user };
    });

    await expect(useAuthStore.getState().login('admin@example.lk', 'secret123')).resolves.toBe(true);

    expect(fake.users.authWithPassword).toHaveBeenCalledWith('admin@example.lk', 'secret123');
    expect(useAuthStore.getState()).toMatchObject({ token: t, user: { email: 'admin@example.lk' }, error: null });
  });

  it('shows the awaiting-approval message when the server refuses an unapproved account (403)', async () => {
    fake.users.authWithPassword.mockRejectedValue(
      clientError(403, "The request doesn't satisfy the collection requirements to authenticate."),
    );

    await expect(useAuthStore.getState().login('new@example.lk', 'secret123')).resolves.toBe(false);

    expect(useAuthStore.getState().error).toBe('Your account is awaiting approval by an administrator.');
    expect(AWAITING_APPROVAL_MESSAGE).toBe('Your account is awaiting approval by an administrator.');
    expect(useAuthStore.getState().token).toBe('');
  });

  it('shows the awaiting-approval message when the server message mentions approval', async () => {
    fake.users.authWithPassword.mockRejectedValue(clientError(400, 'This account is not approved yet.'));
    await useAuthStore.getState().login('new@example.lk', 'secret123');
    expect(useAuthStore.getState().error).toBe(AWAITING_APPROVAL_MESSAGE);
  });

  it.each([
    ['wrong password (400)', clientError(400, 'Failed to authenticate.')],
    ['network failure (0)', new ClientResponseError(new TypeError('Failed to fetch'))],
    ['server error (500)', clientError(500, 'Something went wrong while processing your request.')],
  ])('shows the seed message on any other failure: %s', async (_, failure) => {
    fake.users.authWithPassword.mockRejectedValue(failure);
    await useAuthStore.getState().login('admin@example.lk', 'nope');
    expect(useAuthStore.getState().error).toBe(
      'Failed to login. Please check your credentials and network connection.',
    );
    expect(LOGIN_FAILED_MESSAGE).toBe(useAuthStore.getState().error);
  });

  it('clears a previous error when trying again', async () => {
    fake.users.authWithPassword.mockRejectedValueOnce(clientError(400, 'Failed to authenticate.'));
    await useAuthStore.getState().login('a@b.lk', 'x');
    fake.users.authWithPassword.mockImplementationOnce(async () => pb.authStore.save(token(60), user));
    await useAuthStore.getState().login('a@b.lk', 'y');
    expect(useAuthStore.getState().error).toBeNull();
  });
});

describe('logout', () => {
  it('clears the session in the SDK, the store and localStorage', async () => {
    pb.authStore.save(token(3600), user);
    expect(useAuthStore.getState().user).not.toBeNull();

    useAuthStore.getState().logout();

    expect(pb.authStore.token).toBe('');
    expect(useAuthStore.getState()).toMatchObject({ token: '', user: null });
  });
});

describe('register', () => {
  it('creates a user with email and both passwords only (never `approved`)', async () => {
    fake.users.create.mockResolvedValue({ id: 'u2' });

    await expect(useAuthStore.getState().register('new@example.lk', 'secret123', 'secret123')).resolves.toBe(true);

    expect(fake.users.create).toHaveBeenCalledWith({
      email: 'new@example.lk',
      password: 'secret123',
      passwordConfirm: 'secret123',
    });
    expect(useAuthStore.getState().error).toBeNull();
  });

  it('shows the seed message when the server refuses', async () => {
    fake.users.create.mockRejectedValue(clientError(400, 'Failed to create record.'));
    await expect(useAuthStore.getState().register('taken@example.lk', 'secret123', 'secret123')).resolves.toBe(false);
    expect(useAuthStore.getState().error).toBe('Failed to create an account. The email may already be in use.');
    expect(REGISTER_FAILED_MESSAGE).toBe(useAuthStore.getState().error);
  });
});

describe('initAuth', () => {
  it('is done at once without a stored session', async () => {
    expect(useAuthStore.getState().loading).toBe(true);
    await initAuth();
    expect(useAuthStore.getState().loading).toBe(false);
    expect(fake.users.authRefresh).not.toHaveBeenCalled();
  });

  it('refreshes a stored valid session before loading ends', async () => {
    const fresh = token(7200);
    pb.authStore.save(token(3600), user);
    let answer: () => void = () => {};
    fake.users.authRefresh.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          answer = () => {
            pb.authStore.save(fresh, { ...user, email: 'renamed@example.lk' });
            resolve();
          };
        }),
    );

    const done = initAuth();
    expect(useAuthStore.getState().loading).toBe(true);
    answer();
    await done;

    expect(useAuthStore.getState()).toMatchObject({
      loading: false,
      token: fresh,
      user: { email: 'renamed@example.lk' },
    });
  });

  it('clears the session when the server refuses the refresh (approval revoked)', async () => {
    pb.authStore.save(token(3600), user);
    fake.users.authRefresh.mockRejectedValue(clientError(403, 'Forbidden'));

    await initAuth();

    expect(pb.authStore.token).toBe('');
    expect(useAuthStore.getState()).toMatchObject({ loading: false, token: '', user: null });
  });

  it('keeps the session when the server cannot be reached', async () => {
    const t = token(3600);
    pb.authStore.save(t, user);
    fake.users.authRefresh.mockRejectedValue(new ClientResponseError(new TypeError('Failed to fetch')));

    await initAuth();

    expect(useAuthStore.getState()).toMatchObject({ loading: false, token: t });
  });

  it('drops an expired stored session without asking the server', async () => {
    pb.authStore.save(token(-60), user);
    await initAuth();
    expect(fake.users.authRefresh).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ loading: false, token: '', user: null });
  });
});

describe('startAuth', () => {
  it('checks a stored session once, however many screens ask', async () => {
    pb.authStore.save(token(3600), user);
    fake.users.authRefresh.mockResolvedValue(undefined);
    await Promise.all([startAuth(), startAuth()]);
    await startAuth();
    expect(fake.users.authRefresh).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState()).toMatchObject({ loading: false, user: { email: 'admin@example.lk' } });
  });
});
