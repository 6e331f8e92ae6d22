import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { ConnectionTokens } from './connection-token';
import { DEFAULT_TIMINGS, HubConnection, HubError, type HubTimings } from './hub-connection';
import { frame, MessageType } from './protocol';

const MAX_MESSAGE_BYTES = 32 * 1024;

/** Carries group messages between server instances (Redis pub/sub in production). */
export interface Backplane {
  publish(channel: string, text: string): Promise<void>;
  subscribe(channel: string, deliver: (text: string) => void): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  close(): Promise<void>;
}

export type HubMethod = (connection: HubConnection, args: unknown[]) => unknown;

export interface HubOptions {
  path: string;
  name: string;
  secret: string;
  timings?: Partial<HubTimings>;
  backplane?: Backplane;
}

function refuse(socket: Duplex, status: 404 | 409, text: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * A SignalR-compatible hub: the negotiate answer, the WebSocket transport, groups and pushes. Group
 * messages go through the backplane when there is one, so every instance delivers to its own members.
 */
export class Hub {
  private readonly connections = new Map<string, HubConnection>();
  private readonly retired = new Map<string, number>();
  private readonly groups = new Map<string, Set<HubConnection>>();
  private readonly methods = new Map<string, HubMethod>();
  private readonly tokens: ConnectionTokens;
  private readonly timings: HubTimings;
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });

  constructor(private readonly options: HubOptions) {
    this.tokens = new ConnectionTokens(options.secret);
    this.timings = { ...DEFAULT_TIMINGS, ...options.timings };
  }

  /** Registers a method clients may invoke; names match case-insensitively, as the client's do. */
  method(name: string, handler: HubMethod) {
    this.methods.set(name.toLowerCase(), handler);
  }

  get connectionCount() {
    return this.connections.size;
  }

  negotiate() {
    const { connectionId, connectionToken } = this.tokens.issue();
    return {
      connectionId,
      connectionToken,
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    };
  }

  /** Takes the upgrade when it is for this hub; returns false to leave other upgrades (dev hot reload) alone. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(request.url ?? '/', 'http://hub');
    if (url.pathname.toLowerCase().replace(/\/$/, '') !== this.options.path.toLowerCase()) return false;
    const token = url.searchParams.get('id');
    let connectionId: string | null;
    if (token === null) {
      connectionId = this.tokens.issue().connectionId;
    } else {
      connectionId = this.tokens.verify(token);
      if (!connectionId || this.isRetired(connectionId)) {
        refuse(socket, 404, 'Not Found');
        return true;
      }
      if (this.connections.has(connectionId)) {
        refuse(socket, 409, 'Conflict');
        return true;
      }
    }
    const id = connectionId;
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      const connection = new HubConnection(
        id,
        ws,
        { invoke: (c, target, args) => this.invoke(c, target, args), closed: (c) => this.forget(c) },
        this.timings,
      );
      this.connections.set(id, connection);
    });
    return true;
  }

  async addToGroup(connection: HubConnection, group: string) {
    let members = this.groups.get(group);
    if (!members) {
      members = new Set();
      this.groups.set(group, members);
      await this.options.backplane?.subscribe(this.channel(group), (text) => this.deliver(group, text));
    }
    members.add(connection);
    connection.groups.add(group);
  }

  async removeFromGroup(connection: HubConnection, group: string) {
    connection.groups.delete(group);
    const members = this.groups.get(group);
    if (!members) return;
    members.delete(connection);
    if (members.size === 0) {
      this.groups.delete(group);
      await this.options.backplane?.unsubscribe(this.channel(group));
    }
  }

  /** Pushes `target(...args)` to every member of a group, on every instance. */
  async sendToGroup(group: string, target: string, args: unknown[]) {
    const text = frame({ type: MessageType.Invocation, target, arguments: args });
    if (this.options.backplane) await this.options.backplane.publish(this.channel(group), text);
    else this.deliver(group, text);
  }

  /** Tells every client to reconnect (to another instance, or to this one once it is back) and closes. */
  async shutdown() {
    for (const connection of [...this.connections.values()])
      connection.close('Server is shutting down.', true);
    this.wss.close();
    await this.options.backplane?.close();
  }

  private channel(group: string) {
    return `${this.options.name}:group:${group}`;
  }

  private deliver(group: string, text: string) {
    for (const connection of this.groups.get(group) ?? []) connection.sendFramed(text);
  }

  private async invoke(connection: HubConnection, target: string, args: unknown[]) {
    const handler = this.methods.get(target.toLowerCase());
    if (!handler) throw new HubError(`Unknown hub method '${target}'`);
    return handler(connection, args);
  }

  private isRetired(connectionId: string) {
    const now = Date.now();
    for (const [id, until] of this.retired) if (until < now) this.retired.delete(id);
    return this.retired.has(connectionId);
  }

  private forget(connection: HubConnection) {
    this.connections.delete(connection.connectionId);
    // A token is good for five minutes; a closed connection's token must not open a new socket.
    this.retired.set(connection.connectionId, Date.now() + 5 * 60_000);
    for (const group of [...connection.groups]) void this.removeFromGroup(connection, group);
  }
}
