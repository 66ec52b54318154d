import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blockedAncestor, findRunningPostmaster } from './embedded-postgres';

// The rule behind "npm start as root under /root" (decision 115): the service user must be able to
// enter every folder above the cluster. A stranger's ids stand in for the `postgres` user.
const stranger = { uid: 4_000_001, gid: 4_000_001 };
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-reach-'));

describe('blockedAncestor', () => {
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('names the first folder the service user cannot enter', () => {
    const privateHome = path.join(root, 'home');
    fs.mkdirSync(path.join(privateHome, 'clone'), { recursive: true });
    fs.chmodSync(root, 0o755);
    fs.chmodSync(privateHome, 0o700);
    expect(blockedAncestor(path.join(privateHome, 'clone', 'data', 'pg'), stranger)).toBe(privateHome);
  });

  it('passes folders others may enter, and those the user owns or shares a group with', () => {
    const open = path.join(root, 'open');
    fs.mkdirSync(path.join(open, 'data'), { recursive: true });
    fs.chmodSync(open, 0o711);
    expect(blockedAncestor(path.join(open, 'data', 'pg'), stranger)).toBeUndefined();
    const mine = fs.statSync(open);
    fs.chmodSync(open, 0o700);
    expect(
      blockedAncestor(path.join(open, 'data', 'pg'), { uid: mine.uid, gid: stranger.gid }),
    ).toBeUndefined();
    fs.chmodSync(open, 0o710);
    expect(
      blockedAncestor(path.join(open, 'data', 'pg'), { uid: stranger.uid, gid: mine.gid }),
    ).toBeUndefined();
  });
});

describe('findRunningPostmaster', () => {
  it('ignores a postmaster.pid whose process is gone (a killed server)', () => {
    const cluster = path.join(root, 'cluster');
    fs.mkdirSync(cluster, { recursive: true });
    fs.writeFileSync(path.join(cluster, 'postmaster.pid'), `${2 ** 22 + 7}\n${cluster}\n0\n5432\n`);
    expect(findRunningPostmaster(cluster)).toBeUndefined();
    fs.writeFileSync(path.join(cluster, 'postmaster.pid'), `${process.pid}\n${cluster}\n0\n5432\n`);
    expect(findRunningPostmaster(cluster)).toEqual({ pid: process.pid, port: 5432 });
  });
});
