import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LIMITS } from '@shared/limits';
import { FormActions } from './FormActions';
import { ImageWithAlt } from './ImageWithAlt';
import { pngFile, renderScreen } from './testing/renderScreen';
import { useForm } from './useForm';

type Values = { title: string; image_alt: string };

const IMAGE_MESSAGE = 'Choose an image.';
let saved: Array<{ values: Values; file: File | null }>;

beforeEach(() => {
  saved = [];
});

function TestForm() {
  const [image, setImage] = useState<File | null>(null);
  const form = useForm<Values>({
    initial: { title: 'Roofing', image_alt: '' },
    validate: () => (image ? {} : { image: IMAGE_MESSAGE }),
    failureMessage: 'Failed to save.',
    pending: Boolean(image),
    save: async (values) => {
      saved.push({ values, file: image });
    },
  });
  return (
    <form {...form.formProps} aria-label="Test">
      <ImageWithAlt
        form={form}
        field="image"
        label="Image"
        required
        file={image}
        onFile={setImage}
        currentUrl=""
        altFallback="the title"
      />
      <FormActions submitLabel="Save" busyLabel="Saving..." busy={form.saving} />
    </form>
  );
}

describe('ImageWithAlt', () => {
  it("shows the image's error until a file is chosen, and keeps the alt text in the form's `${field}_alt`", async () => {
    renderScreen(<TestForm />, '/form');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(IMAGE_MESSAGE)).toBeInTheDocument();
    expect(saved).toEqual([]);

    const file = pngFile('roof.png');
    await user.upload(screen.getByLabelText(/^Image$/), file);
    expect(screen.queryByText(IMAGE_MESSAGE)).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Image preview' })).toBeInTheDocument();

    const alt = screen.getByLabelText('Alt text (what the image shows)');
    expect(alt).toHaveAttribute('maxlength', String(LIMITS.altText));
    expect(
      screen.getByText('What the image shows, for people who cannot see it. Empty: the title.'),
    ).toBeInTheDocument();
    await user.type(alt, 'Red roof');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ values: { title: 'Roofing', image_alt: 'Red roof' }, file });
  });
});
