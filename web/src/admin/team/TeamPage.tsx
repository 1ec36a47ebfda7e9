import { FaPlus } from 'react-icons/fa';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Spinner } from '../../components/Spinner';
import { fileUrl } from '../../lib/files';
import { useSiteStore } from '../../stores/site';
import { siteAdmin } from '../../stores/siteAdmin';
import { LoadFailed, useLoadFailed } from '../kit/LoadFailed';
import { AdminTable, cellClass, EmptyList } from '../kit/AdminTable';
import { primaryButton } from '../kit/buttonStyles';
import { PageHeader } from '../shell/PageHeader';
import { ORDER_COLUMN, useReorder } from '../kit/Reorder';
import { RowActions } from '../kit/RowActions';
import { useDeleteRow } from '../kit/useDeleteRow';

/** Asked before deleting a team member (seed section 2). */
export const DELETE_MEMBER_CONFIRM = 'Are you sure you want to delete this team member?';
/** Alerted when deleting a team member fails (the seed's wording for the other lists). */
export const DELETE_MEMBER_FAILED = 'There was an error deleting the team member. Please try again.';

/** Team list: Name, Role, Edit and Delete; in the staff's order (the About page's). */
export function TeamPage() {
  const loading = useSiteStore((s) => s.loading);
  const failed = useLoadFailed('team');
  const team = useSiteStore((s) => s.team);
  const deleteTeamMember = siteAdmin.deleteTeamMember;
  const { deletingId, handleDelete } = useDeleteRow({
    confirmText: DELETE_MEMBER_CONFIRM,
    failureText: DELETE_MEMBER_FAILED,
    deletedText: 'Team member deleted.',
    remove: deleteTeamMember,
  });
  const reorder = useReorder({
    items: team,
    nameOf: (member) => member.name,
    move: (id, target) => siteAdmin.move('team', id, target),
    disabled: deletingId !== null,
  });

  return (
    <>
      <PageHeader
        title="Manage Team"
        action={
          <Link to={paths.admin.teamNew.getHref()} className={primaryButton}>
            <FaPlus aria-hidden="true" /> Add New Member
          </Link>
        }
      />
      {loading ? (
        <Spinner label="Loading team" className="py-16" />
      ) : failed ? (
        <LoadFailed />
      ) : team.length === 0 ? (
        <EmptyList>No team members yet. Add the first one.</EmptyList>
      ) : (
        <>
          {reorder.status}
          <AdminTable
            caption="Team members"
            columns={[
              ORDER_COLUMN,
              { label: 'Name' },
              { label: 'Role', wide: true },
              { label: 'Actions', alignEnd: true },
            ]}
          >
            {team.map((member, index) => {
              const deleting = deletingId === member.id;
              const avatar = fileUrl(member, member.avatar, '240x240');
              return reorder.row(
                member,
                index,
                deleting,
                <>
                  <td className={`${cellClass()} font-medium text-slate-900`}>
                    {/* note: on phones the photo sits above the name, so the row's actions fit. */}
                    <span className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-3">
                      {avatar ? (
                        <img src={avatar} alt="" className="h-9 w-9 shrink-0 rounded-full object-cover" />
                      ) : (
                        <span aria-hidden="true" className="h-9 w-9 shrink-0 rounded-full bg-slate-200" />
                      )}
                      {member.name}
                    </span>
                  </td>
                  <td className={cellClass(true)}>{member.role}</td>
                  <td className={cellClass()}>
                    <RowActions
                      itemName={member.name}
                      editTo={paths.admin.teamEdit.getHref(member.id)}
                      onDelete={() => void handleDelete(member.id)}
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
