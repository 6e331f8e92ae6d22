/** The SignalR JSON hub protocol, the subset the official client needs (see shared/notes). */
export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export interface InvocationMessage {
  type: 1;
  invocationId?: string;
  target: string;
  arguments: unknown[];
}

export type HubMessage =
  | InvocationMessage
  | { type: 3; invocationId: string; result?: unknown; error?: string }
  | { type: 6 }
  | { type: 7; error?: string; allowReconnect?: boolean };

export const frame = (message: object) => `${JSON.stringify(message)}${RECORD_SEPARATOR}`;

export const PING_FRAME = frame({ type: MessageType.Ping });

/** Parses one record into a message object, or explains why it is not one. */
export function parseRecord(record: string): { message: Record<string, unknown> } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    return { error: 'Invalid JSON in a hub message.' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { error: 'A hub message must be a JSON object.' };
  return { message: value as Record<string, unknown> };
}
