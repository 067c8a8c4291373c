// /invite/{id} (spec section 2): the invite screen signed out, the join-event screen signed in.
import { useParams } from 'wouter';
import { InvitePage as InviteScreen } from '../../features/invite/components/invite-page';

export function InvitePage() {
  const { id = '' } = useParams<{ id: string }>();
  return <InviteScreen inviteId={id} />;
}
