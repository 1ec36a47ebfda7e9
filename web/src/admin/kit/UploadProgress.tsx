import type { FileProgress } from './useUploads';
import { secondaryButton } from './buttonStyles';

const STAGE: Record<FileProgress['stage'], string> = {
  compressing: 'Compressing',
  uploading: 'Uploading',
  sent: 'Uploaded, saving',
};

/**
 * The images of a save on their way: a bar per file (compression, then upload) and a Cancel that
 * stops them. Cancel is gone once every byte is sent: the server is then saving, and stopping
 * would only hide whether it did.
 */
export function UploadProgress({ files, onCancel }: { files: FileProgress[]; onCancel: () => void }) {
  if (files.length === 0) return null;
  const sending = files.some((file) => file.stage !== 'sent');
  return (
    <section aria-label="Image uploads" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <ul className="space-y-3">
        {files.map((file, index) => (
          <li key={`${file.name}-${index}`} className="text-sm">
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 truncate text-slate-800">{file.name}</span>
              <span className="shrink-0 text-slate-600">
                {STAGE[file.stage]}
                {file.stage === 'sent' ? '' : ` ${file.percent}%`}
              </span>
            </div>
            <progress
              max={100}
              value={file.percent}
              aria-label={`${STAGE[file.stage]} ${file.name}`}
              className="mt-1 h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
            />
          </li>
        ))}
      </ul>
      {sending && (
        <button type="button" onClick={onCancel} className={`${secondaryButton} mt-3`}>
          Cancel upload
        </button>
      )}
    </section>
  );
}
