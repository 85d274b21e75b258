import { hashToken, newToken } from '../secrets.ts';
import { newPlayerLink } from '../player-links.ts';
import type { GameArchive } from './archive-format.ts';

/** The links an import with `links=rotate` issued: shown once, as when a game is created and its seats added. */
export interface RotatedLinks {
  gmToken: string;
  players: { id: string; name: string; token: string }[];
  /** The new invitation code when the game had an open invitation link. */
  inviteCode: string | null;
}

/**
 * Every secret link of the archive made new, in place (the GM's choice on import: the archive travelled, or the
 * game changes hands): a new GM token; for every seat a link derived from it as the GM console issues them (so the
 * console can show each one again); a new invitation code when the invitation was open. Pending requests to join
 * and unconfirmed e-mail confirmation links are given hashes nobody holds: those links stop working (the player
 * asks again; a confirmed address stays confirmed).
 */
export function rotateArchiveLinks(archive: GameArchive): RotatedLinks {
  const gmToken = newToken();
  archive.game.gmTokenHash = hashToken(gmToken);
  const players = archive.players.map((player) => {
    const link = newPlayerLink(gmToken, player.id);
    player.tokenHash = link.tokenHash;
    player.linkSalt = link.salt;
    player.linkOpenedAt = null;
    return { id: player.id, name: player.name, token: link.token };
  });
  if (archive.game.inviteCode !== null) archive.game.inviteCode = newToken();
  for (const request of archive.joinRequests) request.tokenHash = hashToken(newToken());
  for (const confirmation of archive.emailConfirmations) confirmation.tokenHash = hashToken(newToken());
  return { gmToken, players, inviteCode: archive.game.inviteCode };
}
