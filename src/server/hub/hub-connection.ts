import type { RawData, WebSocket } from 'ws';
import { frame, MessageType, PING_FRAME, parseRecord, RECORD_SEPARATOR } from './protocol';

export interface HubTimings {
  /** Send a ping after this much silence of our own (the client gives up after 30 s). */
  pingIntervalMs: number;
  /** Drop a client that has sent nothing for this long. */
  clientTimeoutMs: number;
  /** The handshake must arrive within this. */
  handshakeTimeoutMs: number;
}

/** What one connection may ask of the server; past these, calls get an error completion instead. */
export interface HubLimits {
  /** The largest hub message, however many WebSocket frames it arrives in. */
  maxMessageBytes: number;
  /** Invocations per second, sustained (a token bucket)... */
  invocationsPerSecond: number;
  /** ...and in one burst. */
  invocationBurst: number;
  /** Groups one connection may be in at once. */
  maxGroups: number;
  /** Unsent bytes a client may leave queued (it does not read); past this it is dropped. */
  maxBufferedBytes: number;
  /** Open connections on this instance; past it new sockets are refused (503), so memory stays bounded. */
  maxConnections: number;
}

export const DEFAULT_LIMITS: HubLimits = {
  maxMessageBytes: 32 * 1024,
  invocationsPerSecond: 10,
  invocationBurst: 20,
  maxGroups: 20,
  maxBufferedBytes: 1024 * 1024,
  maxConnections: 20_000,
};

const RS_BYTE = 0x1e;

export const DEFAULT_TIMINGS: HubTimings = {
  pingIntervalMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
};

/** Thrown by a hub method to answer the caller with an error completion. */
export class HubError extends Error {}

export interface ConnectionHooks {
  invoke(connection: HubConnection, target: string, args: unknown[]): Promise<unknown>;
  closed(connection: HubConnection): void;
}

/** One client on the hub: the JSON handshake, then invocations and pings until either side closes. */
export class HubConnection {
  private state: 'handshake' | 'open' | 'closed' = 'handshake';
  /** Bytes of a hub message still arriving (no record separator yet), bounded by maxMessageBytes. */
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private tokens: number;
  private tokensAt = Date.now();
  private lastReceived = Date.now();
  private lastSent = Date.now();
  private readonly handshakeTimer: NodeJS.Timeout;
  private readonly heartbeat: NodeJS.Timeout;
  readonly groups = new Set<string>();

  constructor(
    readonly connectionId: string,
    /** The socket's peer: whose turn a call that reaches the database takes in the fair limiter. */
    readonly address: string,
    private readonly socket: WebSocket,
    private readonly hooks: ConnectionHooks,
    private readonly timings: HubTimings,
    private readonly limits: HubLimits = DEFAULT_LIMITS,
  ) {
    this.tokens = limits.invocationBurst;
    this.handshakeTimer = setTimeout(
      () => this.close('Handshake was not received in time.'),
      timings.handshakeTimeoutMs,
    );
    const tick = Math.max(50, Math.min(timings.pingIntervalMs, timings.clientTimeoutMs) / 3);
    this.heartbeat = setInterval(() => this.checkHeartbeat(), tick);
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('close', () => this.dispose());
    socket.on('error', () => this.dispose());
  }

  get isOpen() {
    return this.state === 'open';
  }

  /** Sends an already framed message (group pushes are framed once for all members). */
  sendFramed(text: string) {
    if (this.state === 'closed' || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      this.dispose();
      this.socket.terminate();
      return;
    }
    this.socket.send(text);
    this.lastSent = Date.now();
  }

  /** Sends a Close message (allowReconnect lets the client's automatic reconnect start) and closes. */
  close(error?: string, allowReconnect = false, code = 1000) {
    if (this.state === 'closed') return;
    this.sendFramed(
      frame({
        type: MessageType.Close,
        ...(error ? { error } : {}),
        ...(allowReconnect ? { allowReconnect } : {}),
      }),
    );
    this.dispose();
    this.socket.close(code);
  }

  /** True while the connection may be in one more group. */
  get canJoinAnotherGroup() {
    return this.groups.size < this.limits.maxGroups;
  }

  private checkHeartbeat() {
    const now = Date.now();
    if (now - this.lastReceived >= this.timings.clientTimeoutMs) {
      this.close('Server timeout: no message from the client.');
      return;
    }
    if (this.state === 'open' && now - this.lastSent >= this.timings.pingIntervalMs)
      this.sendFramed(PING_FRAME);
  }

  private receive(data: RawData, isBinary: boolean) {
    this.lastReceived = Date.now();
    if (isBinary) {
      this.close('Binary messages are not supported; use the JSON protocol.');
      return;
    }
    const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer);
    // The separator is one byte that never occurs inside a multi-byte UTF-8 sequence, so frames can be
    // scanned as bytes: only the new chunk is searched, and the unfinished message is bounded in size.
    const last = chunk.lastIndexOf(RS_BYTE);
    if (last === -1) {
      this.hold(chunk);
      return;
    }
    const complete = Buffer.concat([...this.pending, chunk.subarray(0, last)]);
    this.pending = [];
    this.pendingBytes = 0;
    let start = 0;
    while (start <= complete.length) {
      let end = complete.indexOf(RS_BYTE, start);
      if (end === -1) end = complete.length;
      if (end - start > this.limits.maxMessageBytes) {
        this.tooLarge();
        return;
      }
      if (end > start) {
        if (this.state === 'closed') return;
        this.handleRecord(complete.toString('utf8', start, end));
      }
      start = end + 1;
    }
    if (this.state !== 'closed') this.hold(chunk.subarray(last + 1));
  }

  private hold(bytes: Buffer) {
    if (bytes.length === 0) return;
    this.pendingBytes += bytes.length;
    if (this.pendingBytes > this.limits.maxMessageBytes) {
      this.tooLarge();
      return;
    }
    this.pending.push(bytes);
  }

  private tooLarge() {
    this.pending = [];
    this.pendingBytes = 0;
    this.close(`Hub messages are limited to ${this.limits.maxMessageBytes} bytes.`, false, 1009);
  }

  /** A token bucket: invocationsPerSecond sustained, invocationBurst at once. */
  private takeInvocationToken(now = Date.now()) {
    const { invocationsPerSecond, invocationBurst } = this.limits;
    this.tokens = Math.min(
      invocationBurst,
      this.tokens + ((now - this.tokensAt) / 1000) * invocationsPerSecond,
    );
    this.tokensAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  private handleRecord(record: string) {
    const parsed = parseRecord(record);
    if ('error' in parsed) {
      if (this.state === 'handshake') this.rejectHandshake(parsed.error);
      else this.close(parsed.error);
      return;
    }
    const message = parsed.message;
    if (this.state === 'handshake') {
      if (message.protocol === 'json' && message.version === 1) {
        clearTimeout(this.handshakeTimer);
        this.state = 'open';
        this.sendFramed(`{}${RECORD_SEPARATOR}`);
      } else {
        this.rejectHandshake(
          `The protocol '${String(message.protocol)}' (version ${String(message.version)}) is not supported.`,
        );
      }
      return;
    }
    switch (message.type) {
      case MessageType.Invocation:
        void this.invoke(message);
        return;
      case MessageType.Ping:
      case MessageType.Completion:
        return;
      case MessageType.Close:
        this.dispose();
        this.socket.close(1000);
        return;
      default:
        this.close(`Unsupported hub message type: ${JSON.stringify(message.type)}.`);
    }
  }

  private rejectHandshake(error: string) {
    this.sendFramed(`${JSON.stringify({ error })}${RECORD_SEPARATOR}`);
    this.dispose();
    this.socket.close(1002);
  }

  private async invoke(message: Record<string, unknown>) {
    const invocationId = typeof message.invocationId === 'string' ? message.invocationId : undefined;
    const target = typeof message.target === 'string' ? message.target : '';
    const args = Array.isArray(message.arguments) ? message.arguments : [];
    if (!this.takeInvocationToken()) {
      if (invocationId !== undefined)
        this.sendFramed(
          frame({ type: MessageType.Completion, invocationId, error: 'Too many calls. Please slow down.' }),
        );
      return;
    }
    try {
      const result = await this.hooks.invoke(this, target, args);
      if (invocationId !== undefined) {
        this.sendFramed(
          frame({ type: MessageType.Completion, invocationId, ...(result === undefined ? {} : { result }) }),
        );
      }
    } catch (error) {
      const text =
        error instanceof HubError
          ? error.message
          : 'An unexpected error occurred invoking the method on the server.';
      if (invocationId !== undefined)
        this.sendFramed(frame({ type: MessageType.Completion, invocationId, error: text }));
    }
  }

  private dispose() {
    if (this.state === 'closed') return;
    this.state = 'closed';
    clearTimeout(this.handshakeTimer);
    clearInterval(this.heartbeat);
    this.hooks.closed(this);
  }
}
