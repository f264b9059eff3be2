import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { outageLog } from './database';

/** The outage log with what it told, and pool clients as the pool's events name them. */
function watched() {
  const told: string[] = [];
  const outage = outageLog({ lost: (error) => told.push(`lost: ${String(error)}`), back: () => told.push('back') });
  const client = () => ({}) as pg.PoolClient;
  return { told, outage, events: outage.events, client };
}

describe('a database outage is told once', () => {
  it('many failures are one outage, and a query answered on a connection made after them ends it', () => {
    const { told, events, client } = watched();
    events.onError(new Error('57P01'));
    events.onError(new Error('57P01'));
    const fresh = client();
    events.onConnect(fresh);
    expect(told).toEqual(['lost: Error: 57P01']);
    events.onAnswer(fresh);
    expect(told).toEqual(['lost: Error: 57P01', 'back']);
  });

  it('a connection from before the outage answering late does not end it', () => {
    const { told, events, client } = watched();
    const old = client();
    events.onConnect(old);
    events.onError(new Error('57P01'));
    events.onAnswer(old);
    expect(told).toEqual(['lost: Error: 57P01']);
  });

  it('a connection made while the server shuts down and then ended is still the same outage', () => {
    const { told, events, client } = watched();
    events.onError(new Error('57P01'));
    const duringShutdown = client();
    events.onConnect(duringShutdown);
    events.onError(new Error('57P01'));
    expect(told).toEqual(['lost: Error: 57P01']);
  });

  it('a failure after the database answered again is a new outage', () => {
    const { told, events, client, outage } = watched();
    outage.failed(new Error('ECONNREFUSED'));
    const fresh = client();
    events.onConnect(fresh);
    events.onAnswer(fresh);
    events.onError(new Error('57P01'));
    expect(told).toEqual(['lost: Error: ECONNREFUSED', 'back', 'lost: Error: 57P01']);
  });

  it('says nothing while the database answers', () => {
    const { told, events, client } = watched();
    const one = client();
    events.onConnect(one);
    events.onAnswer(one);
    expect(told).toEqual([]);
  });
});
