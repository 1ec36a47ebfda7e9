import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS } from '@shared/limits';
import { useForm } from './useForm';
import { TranslationFields } from './TranslationFields';
import {
  countMissing,
  missingSummary,
  translationLabel,
  translationPayload,
  translationValues,
  type TranslationValues,
} from './translations';
import { schemaErrors } from './validation';
import { renderScreen } from './testing/renderScreen';

type Values = { title: string; description: string; coverImage_alt: string } & TranslationValues;

/** A project form's translations as a form holds them, checked by the shared schema. */
function ProjectTranslations({ record, files = [] }: { record: Record<string, unknown>; files?: string[] }) {
  const form = useForm<Values>({
    initial: {
      title: String(record.title ?? ''),
      description: String(record.description ?? ''),
      coverImage_alt: String(record.coverImage_alt ?? ''),
      ...translationValues('projects', record),
    },
    validate: (values) => schemaErrors('projects', translationPayload('projects', values, files)),
    failureMessage: 'Failed.',
    save: async () => {},
  });
  return (
    <form {...form.formProps}>
      <TranslationFields
        content="projects"
        form={form}
        labels={{ title: 'Title', description: 'Description', coverImage_alt: 'Cover alt text', images_alt: 'Alt' }}
        english={{ images_alt: record.images_alt }}
        files={files}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('TranslationFields', () => {
  it('shows each translated field with its English beside Sinhala and Tamil inputs, and what is left per language', async () => {
    renderScreen(
      <ProjectTranslations
        record={{ title: 'Lake House', description: 'Two storeys.\nA pool.', title_si: 'වැව ළඟ නිවස' }}
      />,
      '/form',
    );
    const title = screen.getByRole('group', { name: 'Title' });
    expect(title).toHaveTextContent('EnglishLake House');
    expect(screen.getByText('Lake House')).toHaveAttribute('lang', 'en');
    const sinhala = screen.getByLabelText('Title (Sinhala)');
    expect(sinhala).toHaveValue('වැව ළඟ නිවස');
    expect(sinhala).toHaveAttribute('lang', 'si');
    expect(sinhala).toHaveAttribute('maxLength', '200');
    expect(screen.getByLabelText('Title (Tamil)')).toHaveAttribute('lang', 'ta');
    expect(screen.getByLabelText('Description (Tamil)').tagName).toBe('TEXTAREA');
    // The cover's alt text has no English: nothing to translate there yet, named but not shown.
    expect(screen.queryByRole('group', { name: 'Cover alt text' })).not.toBeInTheDocument();
    expect(screen.getByText('No English yet, so nothing to translate: Cover alt text.')).toBeInTheDocument();
    const left = screen.getByRole('list', { name: 'Still to translate' });
    expect(left).toHaveTextContent('Sinhala: 1 field to translate');
    expect(left).toHaveTextContent('Tamil: 2 fields to translate');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Description (Sinhala)'), 'මහල් දෙකක්');
    expect(left).toHaveTextContent('Sinhala: all translated');
  });

  it("refuses a translation by its English field's rule, on the translation, with the English rule's message", async () => {
    renderScreen(<ProjectTranslations record={{ title: 'Lake House' }} />, '/form');
    const user = userEvent.setup();
    const tamil = screen.getByLabelText('Title (Tamil)');
    // note: the input's maxLength stops typing; a pasted value set in code goes past it.
    tamil.removeAttribute('maxLength');
    await user.type(tamil, 'x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(tamil).toHaveAttribute('aria-invalid', 'true');
    const english = schemaErrors('projects', { title: 'x'.repeat(201) }).title;
    expect(english).toBeTruthy();
    expect(tamil).toHaveAccessibleDescription(english!);
  });

  it("translates the saved gallery photos' alt texts, each beside its English", async () => {
    renderScreen(
      <ProjectTranslations
        record={{ title: 'T', images_alt: { 'a.jpg': 'The pool' }, images_alt_ta: { 'a.jpg': 'குளம்' } }}
        files={['a.jpg', 'b.jpg']}
      />,
      '/form',
    );
    expect(screen.getByRole('group', { name: 'Alt, photo 1' })).toHaveTextContent('The pool');
    expect(screen.getByLabelText('Alt, photo 1 (Tamil)')).toHaveValue('குளம்');
    expect(screen.getByLabelText('Alt, photo 1 (Sinhala)')).toHaveAttribute('maxLength', String(LIMITS.altText));
    // The second photo has no English alt text yet: nothing to translate.
    expect(screen.queryByLabelText('Alt, photo 2 (Sinhala)')).not.toBeInTheDocument();
    expect(screen.getByText(/nothing to translate: Cover alt text, Alt, Description\./)).toBeInTheDocument();
  });
});

describe('translations', () => {
  it('holds the columns as text and sends them trimmed; an alt map keeps only the files kept', () => {
    const values = translationValues('projects', {
      title_si: ' මාතෘකාව ',
      images_alt_si: { 'a.jpg': ' A ', 'gone.jpg': 'B', 'c.jpg': ' ' },
    });
    expect(values.title_si).toBe(' මාතෘකාව ');
    expect(values.title_ta).toBe('');
    const payload = translationPayload('projects', values, ['a.jpg', 'c.jpg']);
    expect(payload).toMatchObject({
      title_si: 'මාතෘකාව',
      title_ta: '',
      images_alt_si: { 'a.jpg': 'A' },
      images_alt_ta: {},
    });
  });

  it('words what is left and counts it across records', () => {
    expect(missingSummary('si', 0)).toBe('Sinhala: all translated');
    expect(missingSummary('ta', 1)).toBe('Tamil: 1 field to translate');
    expect(translationLabel('Title', 'si')).toBe('Title (Sinhala)');
    expect(
      countMissing([
        {
          key: 'projects',
          records: [
            { title: 'A', title_si: 'අ' },
            { title: 'B', title_si: 'ආ', title_ta: 'ஆ' },
          ],
        },
        { key: 'team', records: [{ name: 'N', role: 'Engineer', bio: 'Bio' }] },
      ]),
    ).toEqual({ fields: { si: 2, ta: 3 }, records: 2 });
  });
});
