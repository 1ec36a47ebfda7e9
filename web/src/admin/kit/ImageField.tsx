import { useId, useRef } from 'react';
import { RequiredLabel } from './FormFields';
import { useDataUrl } from './useDataUrl';

interface ImageFieldProps {
  label: string;
  /** The newly chosen file, not uploaded yet. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** URL of the image the record already has, shown until another is chosen. */
  currentUrl?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** A round preview (team members). */
  round?: boolean;
  /** Show the whole image rather than filling the frame (logos). */
  contain?: boolean;
}

/** One image: a file input, and a preview of the chosen file (as a data URL) or the current image. */
export function ImageField({
  label,
  file,
  onChange,
  currentUrl,
  error,
  hint,
  required,
  round,
  contain,
}: ImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useDataUrl(file);
  const shown = file ? preview : currentUrl;
  const frame = round
    ? 'h-28 w-28 rounded-full object-cover'
    : `h-40 w-full max-w-xs rounded-lg ${contain ? 'object-contain p-2' : 'object-cover'}`;

  function clear() {
    onChange(null);
    if (input.current) input.current.value = '';
  }

  return (
    <div>
      <RequiredLabel htmlFor={id} label={label} required={required} />
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start">
        {shown ? (
          <img src={shown} alt={`${label} preview`} className={`${frame} border border-slate-200 bg-slate-100`} />
        ) : (
          <div
            className={`${round ? 'h-28 w-28 rounded-full' : 'h-40 w-full max-w-xs rounded-lg'} flex items-center justify-center border border-dashed border-slate-300 bg-slate-50 text-xs text-slate-600`}
          >
            No image
          </div>
        )}
        <div className="min-w-0 space-y-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/*"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
            onChange={(e) => onChange(e.target.files?.[0] ?? null)}
            className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100"
          />
          {file && (
            <button type="button" onClick={clear} className="text-sm text-slate-600 underline hover:text-slate-900">
              {currentUrl ? 'Keep the current image' : 'Remove the chosen image'}
            </button>
          )}
          {hint && !error && (
            <p id={`${id}-hint`} className="text-xs text-slate-500">
              {hint}
            </p>
          )}
          {error && (
            <p id={`${id}-error`} className="text-sm text-red-600">
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
