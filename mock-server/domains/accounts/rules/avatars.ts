import type { Schemas } from '../../../core/handler-types';
import type { Db } from '../../../db/create-db';
import type { MemberRecord } from '../../../db/core-records';

/** The site's stock icon colours; `iconId` n (1-based) is the n-th. */
export const stockIconColors = [
  '#E0584F',
  '#F08A24',
  '#E5B41F',
  '#5DB85C',
  '#2BAE9E',
  '#2C9AD8',
  '#4C6FDB',
  '#8A5BD6',
  '#C24FA8',
  '#7A8797',
  '#3E4C5E',
  '#B3772E',
];

function silhouette(background: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<circle cx="48" cy="48" r="48" fill="${background}"/>` +
    '<circle cx="48" cy="38" r="17" fill="#FFFFFF" fill-opacity="0.92"/>' +
    '<path d="M16 84c4-17 17-26 32-26s28 9 32 26a48 48 0 0 1-64 0z" fill="#FFFFFF" fill-opacity="0.92"/>' +
    '</svg>'
  );
}

/**
 * Icons are self-contained SVG data URIs: they show in the portal with no image server behind the
 * sandbox (an absolute URI, as `MemberAvatar.imgUrl` asks).
 */
function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

export function stockIconUrl(iconId: number): string {
  const color = stockIconColors[(iconId - 1) % stockIconColors.length] ?? '#7A8797';
  return svgDataUri(silhouette(color));
}

export const defaultAvatarUrl = svgDataUri(silhouette('#C5CBD3'));

/** The member's avatar: a chosen stock icon, an uploaded picture, or the site default. */
export function avatarOf(
  db: Db,
  member: Pick<MemberRecord, 'id' | 'avatarUrl'>,
): Schemas['MemberAvatar'] {
  const chosen = db.memberAvatars.get(member.id);
  if (chosen)
    return {
      imgUrl: member.avatarUrl ?? stockIconUrl(chosen.iconId),
      iconId: chosen.iconId,
      isDefault: false,
    };
  if (member.avatarUrl) return { imgUrl: member.avatarUrl, isDefault: false };
  return { imgUrl: defaultAvatarUrl, isDefault: true };
}
