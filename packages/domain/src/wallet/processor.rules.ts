/**
 * Which of a club's processors serves what (spec-1 §2.5 item 1, §6): the card processor is the
 * default one that lists accepted cards (else the first that does); bank accounts typed in by
 * number go to one accepting ACH that is not a link flow; Plaid- and GoCardless-named
 * processors are link flows. Shared: the server charges with them, the web shows their choices.
 */
import type { Processor } from "../config/config.schemas.ts";

export const BANK_LINK_FLOWS = ["plaid", "gocardless"] as const;
export type BankLinkFlow = (typeof BANK_LINK_FLOWS)[number];

const linkFlowOf = (processor: Processor): BankLinkFlow | undefined =>
  BANK_LINK_FLOWS.find((flow) => flow === processor.name.toLowerCase());

export function cardProcessorOf(processors: readonly Processor[]): Processor | undefined {
  const cards = processors.filter((processor) => processor.cardsAccepted.length > 0);
  return cards.find((processor) => processor.default) ?? cards[0];
}

/** The processor for a link flow, or (without one) for bank accounts typed in by number. */
export function bankProcessorOf(
  processors: readonly Processor[],
  flow?: BankLinkFlow,
): Processor | undefined {
  const banks = processors.filter((processor) => processor.acceptAch);
  if (flow) return banks.find((processor) => linkFlowOf(processor) === flow);
  const typed = banks.filter((processor) => !linkFlowOf(processor));
  return typed.find((processor) => processor.default) ?? typed[0];
}

/** The Connect a Bank Account buttons: one per link-flow processor accepting ACH (spec-1 §2.5 item 4). */
export const bankLinksOf = (
  processors: readonly Processor[],
): { flow: BankLinkFlow; processor: Processor }[] =>
  processors.flatMap((processor) => {
    const flow = linkFlowOf(processor);
    return processor.acceptAch && flow ? [{ flow, processor }] : [];
  });
