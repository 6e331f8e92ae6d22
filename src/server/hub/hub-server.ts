import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { ConnectionTokens } from './connection-token';
import {
  DEFAULT_LIMITS,
  DEFAULT_TIMINGS,
  HubConnection,
  HubError,
  type HubLimits,
  type HubTimings,
} from './hub-connection';
import { frame, MessageType } from './protocol';

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
  limits?: Partial<HubLimits>;
  backplane?: Backplane;
  /** The client's address of an upgrade; the socket's peer unless given. */
  clientAddress?: (request: IncomingMessage) => string;
}

/**
 * Answers an upgrade that will not become a WebSocket and closes the socket for good: the HTTP server
 * keeps upgrade sockets half-open, so ending our side alone would leave the descriptor to the client.
 */
export function refuseUpgrade(socket: Duplex, status: 400 | 404 | 409 | 503, text: string) {
  socket.on('error', () => socket.destroy());
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  setTimeout(() => socket.destroy(), 2000).unref();
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
  private readonly limits: HubLimits;
  private readonly wss: WebSocketServer;

  constructor(private readonly options: HubOptions) {
    this.tokens = new ConnectionTokens(options.secret);
    this.timings = { ...DEFAULT_TIMINGS, ...options.timings };
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.wss = new WebSocketServer({ noServer: true, maxPayload: this.limits.maxMessageBytes });
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
        refuseUpgrade(socket, 404, 'Not Found');
        return true;
      }
      if (this.connections.has(connectionId)) {
        refuseUpgrade(socket, 409, 'Conflict');
        return true;
      }
    }
    if (this.connections.size >= this.limits.maxConnections) {
      refuseUpgrade(socket, 503, 'Service Unavailable');
      return true;
    }
    const id = connectionId;
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      const connection = new HubConnection(
        id,
        this.options.clientAddress?.(request) ?? request.socket.remoteAddress ?? '',
        ws,
        { invoke: (c, target, args) => this.invoke(c, target, args), closed: (c) => this.forget(c) },
        this.timings,
        this.limits,
      );
      this.connections.set(id, connection);
    });
    return true;
  }

  async addToGroup(connection: HubConnection, group: string) {
    if (connection.groups.has(group)) return;
    if (!connection.canJoinAnotherGroup)
      throw new HubError(`A connection can follow at most ${this.limits.maxGroups} events at once.`);
    // Counted at once, so parallel joins cannot pass the limit while the backplane subscribes.
    connection.groups.add(group);
    let members = this.groups.get(group);
    if (!members) {
      members = new Set();
      this.groups.set(group, members);
      await this.options.backplane?.subscribe(this.channel(group), (text) => this.deliver(group, text));
    }
    if (connection.isOpen) members.add(connection);
    else await this.removeFromGroup(connection, group);
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
