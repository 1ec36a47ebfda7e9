import { Link } from 'react-router-dom';
import type { RecordStatus } from './useRecord';

/** Shown by an edit screen whose record is gone or could not be read. */
export function RecordMissing({ status, what, backTo }: { status: RecordStatus; what: string; backTo: string }) {
  return (
    <div role="alert" className="rounded-xl bg-white p-8 text-center shadow-sm">
      <p className="text-slate-700">
        {status === 'missing'
          ? `This ${what} no longer exists. It may have been deleted.`
          : `Failed to load this ${what}. Please check your connection and reload the page.`}
      </p>
      <Link to={backTo} className="mt-4 inline-block font-medium text-brand-700 hover:underline">
        Back to the list
      </Link>
    </div>
  );
}
