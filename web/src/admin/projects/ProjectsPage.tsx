import { FaPlus } from 'react-icons/fa';
import { isPublished } from '@shared/order';
import { Link } from 'react-router-dom';
import { paths, projectHref } from '../../app/paths';
import { DraftBadge } from '../../components/DraftBadge';
import { Spinner } from '../../components/Spinner';
import { useSiteStore } from '../../stores/site';
import { siteAdmin } from '../../stores/siteAdmin';
import { LoadFailed, useLoadFailed } from '../kit/LoadFailed';
import { AdminTable, cellClass, EmptyList } from '../kit/AdminTable';
import { primaryButton } from '../kit/buttonStyles';
import { PageHeader } from '../shell/PageHeader';
import { ORDER_COLUMN, useReorder } from '../kit/Reorder';
import { RowActions } from '../kit/RowActions';
import { useDeleteRow } from '../kit/useDeleteRow';

/** Asked before deleting a project (seed section 8). */
export const DELETE_PROJECT_CONFIRM = 'Are you sure you want to delete this project? This action cannot be undone.';
/** Alerted when deleting a project fails (seed section 8). */
export const DELETE_PROJECT_FAILED = 'There was an error deleting the project. Please try again.';

/** Projects list: Name (and a Draft badge), Category (or N/A), Client, Actions; in the staff's order. */
export function ProjectsPage() {
  const loading = useSiteStore((s) => s.loading);
  const failed = useLoadFailed('projects');
  const projects = useSiteStore((s) => s.projects);
  const deleteProject = siteAdmin.deleteProject;
  const { deletingId, handleDelete } = useDeleteRow({
    confirmText: DELETE_PROJECT_CONFIRM,
    failureText: DELETE_PROJECT_FAILED,
    deletedText: 'Project deleted.',
    remove: deleteProject,
  });
  const reorder = useReorder({
    items: projects,
    nameOf: (project) => project.title,
    move: (id, target) => siteAdmin.move('projects', id, target),
    disabled: deletingId !== null,
  });

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
      {loading ? (
        <Spinner label="Loading projects" className="py-16" />
      ) : failed ? (
        <LoadFailed />
      ) : projects.length === 0 ? (
        <EmptyList>No projects yet. Add the first one.</EmptyList>
      ) : (
        <>
          {reorder.status}
          <AdminTable
            caption="Projects"
            columns={[
              ORDER_COLUMN,
              { label: 'Name' },
              { label: 'Category', wide: true },
              { label: 'Client', wide: true },
              { label: 'Actions', alignEnd: true },
            ]}
          >
            {projects.map((project, index) => {
              const deleting = deletingId === project.id;
              return reorder.row(
                project,
                index,
                deleting,
                <>
                  <td className={`${cellClass()} font-medium text-slate-900`}>
                    {project.title}
                    {!isPublished(project) && <DraftBadge className="ml-2" />}
                  </td>
                  <td className={cellClass(true)}>{project.expand?.category?.name ?? 'N/A'}</td>
                  <td className={cellClass(true)}>{project.client}</td>
                  <td className={cellClass()}>
                    <RowActions
                      itemName={project.title}
                      editTo={paths.admin.projectEdit.getHref(project.id)}
                      previewTo={projectHref(project)}
                      onDelete={() => void handleDelete(project.id)}
                      deleting={deleting}
                      busy={deletingId !== null}
                    />
                  </td>
                </>,
              );
            })}
          </AdminTable>
        </>
      )}
    </>
  );
}
