import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UploadProgress } from './UploadProgress';
import { useUploads } from './useUploads';

const compression = vi.hoisted(() => ({
  calls: [] as Array<{ onProgress?: (p: number) => void; signal?: AbortSignal }>,
}));

vi.mock('../../lib/compressImage', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/compressImage')>();
  return {
    ...actual,
    // A compression that reports 40% and then waits until it is cancelled.
    compressImage: (_file: File, control: { onProgress?: (p: number) => void; signal?: AbortSignal }) => {
      compression.calls.push(control);
      control.onProgress?.(40);
      return new Promise((_resolve, reject) =>
        control.signal?.addEventListener('abort', () => reject(actual.abortError())),
      );
    },
  };
});

function Harness({ send }: { send: () => Promise<void> }) {
  const uploads = useUploads();
  const [result, setResult] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() => void uploads.save([new File(['x'], 'villa.jpg')], send).then((ok) => setResult(String(ok)))}
      >
        Save
      </button>
      <UploadProgress files={uploads.files} onCancel={uploads.cancel} />
      <output>{result}</output>
    </>
  );
}

beforeEach(() => {
  compression.calls = [];
});

it("shows each file's compression progress, and Cancel stops it without saving", async () => {
  const send = vi.fn(async () => {});
  render(<Harness send={send} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Compressing 40%')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Compressing villa.jpg' })).toHaveAttribute('value', '40');
  await user.click(screen.getByRole('button', { name: 'Cancel upload' }));

  expect(await screen.findByText('false')).toBeInTheDocument();
  expect(compression.calls[0].signal?.aborted).toBe(true);
  expect(send).not.toHaveBeenCalled();
  expect(screen.queryByRole('region', { name: 'Image uploads' })).not.toBeInTheDocument();
});
