import { FaHistory } from 'react-icons/fa';
import { Link } from 'react-router-dom';
import type { ContentKey } from '@shared/content';
import { paths } from '../../lib/paths';
import { secondaryButton } from '../kit/buttonStyles';

/** The way from an edit form to its record's history (issue 28, item 2). */
export function HistoryLink({ content, id }: { content: ContentKey; id: string | null | undefined }) {
  if (!id) return null;
  return (
    <Link to={paths.admin.history.getHref(content, id)} className={secondaryButton}>
      <FaHistory aria-hidden="true" /> History
    </Link>
  );
}
