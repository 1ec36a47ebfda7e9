import { useId, type ChangeEvent } from 'react';
import { FORMATTING_HINT } from '@shared/formatting';
import { LIMITS } from '@shared/limits';
import { FormattedText } from '../../components/FormattedText';
import { TextAreaField } from '../kit/FormFields';

interface DescriptionFieldProps {
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  name?: string;
}

/**
 * A project's description (issue 28, item 6; decision 021): a textarea with the formatting it
 * takes in its hint, and a preview of the paragraphs as the public page shows them.
 */
export function DescriptionField({ value, error, onChange, name }: DescriptionFieldProps) {
  const previewId = useId();
  return (
    <div>
      <TextAreaField
        label="Description"
        name={name}
        rows={8}
        value={value}
        error={error}
        maxLength={LIMITS.projectDescription}
        hint={`Optional: the story of the work, shown on the project's page and to search engines. ${FORMATTING_HINT}`}
        onChange={onChange}
      />
      {value.trim() && (
        <section
          aria-labelledby={previewId}
          className="mt-3 rounded-md border border-dashed border-slate-300 bg-slate-50 px-4 py-3"
        >
          <h2 id={previewId} className="text-xs font-semibold tracking-widest text-slate-600 uppercase">
            Preview
          </h2>
          <FormattedText text={value} className="mt-2 space-y-3 text-sm leading-relaxed break-words text-slate-700" />
        </section>
      )}
    </div>
  );
}
