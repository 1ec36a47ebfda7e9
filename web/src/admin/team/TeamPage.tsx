import { focusStyle } from '@shared/focus';
import { paths } from '../../lib/paths';
import { fileUrl } from '../../lib/files';
import type { TeamMember } from '../../lib/types';
import { useSiteList } from '../kit/AdminList';
import { ListScreen } from '../kit/ListScreen';

/** Asked before deleting a team member (seed section 2). */
export const DELETE_MEMBER_CONFIRM = 'Are you sure you want to delete this team member?';
/** Alerted when deleting a team member fails (the seed's wording for the other lists). */
export const DELETE_MEMBER_FAILED = 'There was an error deleting the team member. Please try again.';

/** Team list: Name, Role, Edit and Delete; in the staff's order (the About page's). */
export function TeamPage() {
  const list = useSiteList('team');

  return (
    <ListScreen
      title="Manage Team"
      add={{ to: paths.admin.teamNew.getHref(), label: 'Add New Member' }}
      content="team"
      noun="team members"
      {...list}
      columns={[
        { label: 'Name', className: 'font-medium text-slate-900', cell: (member) => <MemberName member={member} /> },
        { label: 'Role', wide: true, cell: (member) => member.role },
      ]}
      nameOf={(member) => member.name}
      remove={{
        confirmText: DELETE_MEMBER_CONFIRM,
        failureText: DELETE_MEMBER_FAILED,
        deletedText: 'Team member deleted.',
      }}
      actionsOf={(member) => ({ editTo: paths.admin.teamEdit.getHref(member.id) })}
    />
  );
}

/** The member's photo (or a grey circle) and name. */
function MemberName({ member }: { member: TeamMember }) {
  const avatar = fileUrl(member, member.avatar, '240x0');
  return (
    // note: on phones the photo sits above the name, so the row's actions fit.
    <span className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-3">
      {avatar ? (
        <img
          src={avatar}
          alt=""
          className="h-9 w-9 shrink-0 rounded-full object-cover"
          style={focusStyle(member.avatar_focus)}
        />
      ) : (
        <span aria-hidden="true" className="h-9 w-9 shrink-0 rounded-full bg-slate-200" />
      )}
      {member.name}
    </span>
  );
}
