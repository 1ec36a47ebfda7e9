import { THUMBS } from '@shared/images';
import type { TeamMember } from '../../lib/types';
import { altLang, memberAlt } from '../../lib/altText';
import { RecordImage } from '../layout/RecordImage';
import { Localized, useWords } from '../site/Localized';

/** Up to two initials of a name, for a member without a photo ("Eng. Rohan Jayasuriya" → "RJ"). */
export function initials(name: string): string {
  const words = name
    .replace(/^(eng|dr|mr|mrs|ms|archt)\.\s*/i, '')
    .split(/\s+/)
    .filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1][0] ?? '') : '')).toUpperCase();
}

/** The team as cards: round photo, name, role and bio. */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  const words = useWords();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {members.map((member) => (
        <li
          key={member.id}
          className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
        >
          {member.avatar ? (
            <RecordImage
              record={member}
              file={member.avatar}
              focus={member.avatar_focus}
              thumbs={THUMBS.team.avatar}
              thumb="240x0"
              sizes="128px"
              alt={memberAlt(member, words)}
              lang={altLang(member, 'avatar_alt')}
              width={128}
              height={128}
              className="h-32 w-32 rounded-full object-cover ring-4 ring-amber-100"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex h-32 w-32 items-center justify-center rounded-full bg-brand-900 text-3xl font-bold text-amber-400 ring-4 ring-amber-100"
            >
              {initials(member.name)}
            </span>
          )}
          <h3 className="mt-5 text-lg font-bold text-brand-900">{member.name}</h3>
          {member.role && (
            <Localized record={member} field="role" as="p" className="text-sm font-semibold text-amber-700" />
          )}
          {member.bio && (
            <Localized record={member} field="bio" as="p" className="mt-3 text-sm leading-relaxed text-slate-600" />
          )}
        </li>
      ))}
    </ul>
  );
}
