import { LIMITS } from '@shared/limits';
import type { RecordModel } from 'pocketbase';
import { fileUrl } from '../../lib/files';
import { TextField } from './FormFields';

interface GalleryAltFieldsProps {
  record: RecordModel;
  /** The file token a draft's images need (useDraftFileToken). */
  fileToken?: string | null;
  /** The saved gallery files that stay. */
  files: string[];
  values: Record<string, string>;
  onChange: (file: string, value: string) => void;
}

/**
 * Alt texts of a project's saved gallery images, keyed by file name (decision 011). New images
 * get theirs once saved: their file names are the server's.
 */
export function GalleryAltFields({ record, fileToken, files, values, onChange }: GalleryAltFieldsProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-700">Alt text of the gallery images</legend>
      <p className="text-xs text-slate-500">
        Empty: the title and the photo's number. New images can be described once saved.
      </p>
      <ul className="space-y-3">
        {files.map((file, index) => (
          <li key={file} className="flex items-start gap-3">
            <img
              src={fileUrl(record, file, '480x320', fileToken)}
              alt=""
              width={96}
              height={64}
              className="mt-6 h-16 w-24 shrink-0 rounded object-cover"
            />
            <div className="min-w-0 flex-1">
              <TextField
                label={`Photo ${index + 1}`}
                value={values[file] ?? ''}
                maxLength={LIMITS.altText}
                onChange={(e) => onChange(file, e.target.value)}
              />
            </div>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
