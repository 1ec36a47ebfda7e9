import { FaPlus } from 'react-icons/fa';
import { isPublished } from '@shared/order';
import { Link } from 'react-router-dom';
import { paths, projectHref } from '../../lib/paths';
import { DraftBadge } from '../../components/DraftBadge';
import { adminData } from '../data/adminData';
import { AdminList, useSiteList } from '../kit/AdminList';
import { primaryButton } from '../kit/buttonStyles';
import { PageHeader } from '../kit/PageHeader';

/** Asked before deleting a project (seed section 8). */
export const DELETE_PROJECT_CONFIRM = 'Are you sure you want to delete this project? This action cannot be undone.';
/** Alerted when deleting a project fails (seed section 8). */
export const DELETE_PROJECT_FAILED = 'There was an error deleting the project. Please try again.';

/** Projects list: Name (and a Draft badge), Category (or N/A), Client, Actions; in the staff's order. */
export function ProjectsPage() {
  const list = useSiteList('projects');

  return (
    <>
      <PageHeader
        title="Manage Projects"
        action={
          <Link to={paths.admin.projectNew.getHref()} className={primaryButton}>
            <FaPlus aria-hidden="true" /> Add New Project
          </Link>
        }
      />
      <AdminList
        history="projects"
        {...list}
        loadingLabel="Loading projects"
        emptyText="No projects yet. Add the first one."
        caption="Projects"
        columns={[
          {
            label: 'Name',
            className: 'font-medium text-slate-900',
            cell: (project) => (
              <>
                {project.title}
                {!isPublished(project) && <DraftBadge className="ml-2" />}
              </>
            ),
          },
          { label: 'Category', wide: true, cell: (project) => project.expand?.category?.name ?? 'N/A' },
          { label: 'Client', wide: true, cell: (project) => project.client },
        ]}
        nameOf={(project) => project.title}
        move={adminData.projects.move}
        remove={{
          confirmText: DELETE_PROJECT_CONFIRM,
          failureText: DELETE_PROJECT_FAILED,
          deletedText: 'Project deleted.',
          call: adminData.projects.remove,
        }}
        actionsOf={(project) => ({
          editTo: paths.admin.projectEdit.getHref(project.id),
          previewTo: projectHref(project),
        })}
      />
    </>
  );
}
