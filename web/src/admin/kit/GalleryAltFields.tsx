import { LIMITS } from '@shared/limits';
import type { RecordModel } from 'pocketbase';
import { fileUrl } from '../../lib/files';
import { TextField } from './FormFields';
import { useDataUrl } from './useDataUrl';

interface GalleryAltFieldsProps {
  /** The saved record (null when creating). */
  record: RecordModel | null;
  /** The file token a draft's images need (useDraftFileToken). */
  fileToken?: string | null;
  /** The saved gallery files that stay. */
  files: string[];
  values: Record<string, string>;
  onChange: (file: string, value: string) => void;
  /** New files chosen, not uploaded yet, and their alt texts (saved with the upload). */
  added: File[];
  addedValues: string[];
  onChangeAdded: (index: number, value: string) => void;
}

/** One photo's row: its thumbnail and its alt text field. */
function AltRow({
  src,
  label,
  value,
  onChange,
}: {
  src: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <li className="flex items-start gap-3">
      {src ? (
        <img src={src} alt="" width={96} height={64} className="mt-6 h-16 w-24 shrink-0 rounded object-cover" />
      ) : (
        <span aria-hidden="true" className="mt-6 h-16 w-24 shrink-0 rounded bg-slate-100" />
      )}
      <div className="min-w-0 flex-1">
        <TextField label={label} value={value} maxLength={LIMITS.altText} onChange={(e) => onChange(e.target.value)} />
      </div>
    </li>
  );
}

function NewAltRow(props: { file: File; label: string; value: string; onChange: (value: string) => void }) {
  const url = useDataUrl(props.file);
  return <AltRow src={url} label={props.label} value={props.value} onChange={props.onChange} />;
}

/**
 * Alt texts of a project's gallery images (decision 011): the saved ones keyed by file name, the
 * new ones by their place among the files sent (shared/images.ts newFileAltKey), so a new photo
 * is described before it is saved and its text is stored with it (issue 28, item 3).
 */
export function GalleryAltFields(props: GalleryAltFieldsProps) {
  const { record, fileToken, files, values, onChange, added, addedValues, onChangeAdded } = props;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-700">Alt text of the gallery images</legend>
      <p className="text-xs text-slate-500">
        What each photo shows, for people who cannot see it. Empty: the title and the photo's number.
      </p>
      <ul className="space-y-3">
        {files.map((file, index) => (
          <AltRow
            key={file}
            src={record ? fileUrl(record, file, '480x320', fileToken) : ''}
            label={`Photo ${index + 1}`}
            value={values[file] ?? ''}
            onChange={(value) => onChange(file, value)}
          />
        ))}
        {added.map((file, index) => (
          <NewAltRow
            key={`${file.name}-${index}`}
            file={file}
            label={`Photo ${files.length + index + 1} (new)`}
            value={addedValues[index] ?? ''}
            onChange={(value) => onChangeAdded(index, value)}
          />
        ))}
      </ul>
    </fieldset>
  );
}
