import { paths, projectHref } from '../../lib/paths';
import type { Project } from '../../lib/types';
import { useSiteList } from '../kit/AdminList';
import { ListScreen, nameColumn } from '../kit/ListScreen';

/** Asked before deleting a project (seed section 8). */
export const DELETE_PROJECT_CONFIRM = 'Are you sure you want to delete this project? This action cannot be undone.';
/** Alerted when deleting a project fails (seed section 8). */
export const DELETE_PROJECT_FAILED = 'There was an error deleting the project. Please try again.';

/** Projects list: Name (and a Draft badge), Category (or N/A), Client, Actions; in the staff's order. */
export function ProjectsPage() {
  const list = useSiteList('projects');

  return (
    <ListScreen
      title="Manage Projects"
      add={{ to: paths.admin.projectNew.getHref(), label: 'Add New Project' }}
      content="projects"
      noun="projects"
      {...list}
      columns={[
        nameColumn<Project>('Name', (project) => project.title),
        { label: 'Category', wide: true, cell: (project) => project.expand?.category?.name ?? 'N/A' },
        { label: 'Client', wide: true, cell: (project) => project.client },
      ]}
      nameOf={(project) => project.title}
      remove={{
        confirmText: DELETE_PROJECT_CONFIRM,
        failureText: DELETE_PROJECT_FAILED,
        deletedText: 'Project deleted.',
      }}
      actionsOf={(project) => ({
        editTo: paths.admin.projectEdit.getHref(project.id),
        previewTo: projectHref(project),
      })}
    />
  );
}
