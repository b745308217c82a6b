import type { DescMessage, MessageShape } from "@bufbuild/protobuf";

/** A fact one context publishes: its subject and its protobuf payload; every entry of EVENTS in @leadstream/contracts is one. */
export interface EventType<Desc extends DescMessage = DescMessage> {
  subject: string;
  schema: Desc;
}

export const defineEvent = <Desc extends DescMessage>(subject: string, schema: Desc): EventType<Desc> => ({ subject, schema });

export type EventPayload<E extends EventType> = MessageShape<E["schema"]>;
