import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { inspectOptions } from '../../components/inspector';
import { useBrowserNavigate } from '../../ssr/browser-navigate';
import { useSsrActor } from '../../ssr/ssr-actors';

/**
 * A swap or transfer route's machine, started for the ticket (/tickets/…/{gameMembership}) or the voucher
 * (/voucher/…/{voucherGuid}) its address names. `provide` gives the machine its calls and the way back to
 * the profile; a stable function (declared beside the route) keeps the machine from being made again.
 */
export function useTicketWizard<TLogic extends AnyActorLogic>(provide: (goToProfile: () => void) => TLogic) {
  const navigate = useBrowserNavigate();
  const { gameMembership, voucherGuid } = useParams();
  const kind = gameMembership ? 'ticket' : 'voucher';
  const guid = gameMembership ?? voucherGuid ?? '';
  const logic = useMemo(() => provide(() => navigate('/profile', { replace: true })), [provide, navigate]);
  const options = useSsrActor(logic, { input: { kind, guid }, ...inspectOptions() } as ActorOptions<TLogic>);
  return { guid, logic, options };
}
