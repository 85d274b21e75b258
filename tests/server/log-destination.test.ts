import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { BufferedLogDestination } from '../../src/log-destination.ts';

describe('BufferedLogDestination: log lines written a few KB at a time, in order', () => {
  const dir = mkdtempSync(join(tmpdir(), 'turnkeeper-log-destination-'));
  const opened: number[] = [];
  const open = (name: string) => {
    const file = join(dir, name);
    const fd = openSync(file, 'w');
    opened.push(fd);
    return { fd, read: () => readFileSync(file, 'utf8') };
  };
  afterEach(() => {
    for (const fd of opened.splice(0)) closeSync(fd);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps lines until they reach the size, then writes them all at once', () => {
    const file = open('size');
    const destination = new BufferedLogDestination(file.fd, 100);
    destination.write(`${'a'.repeat(40)}\n`);
    destination.write(`${'b'.repeat(40)}\n`);
    expect(file.read()).toBe('');
    destination.write(`${'c'.repeat(40)}\n`);
    expect(file.read()).toBe(`${'a'.repeat(40)}\n${'b'.repeat(40)}\n${'c'.repeat(40)}\n`);
    destination.write('d\n');
    expect(file.read()).toHaveLength(123);
  });

  it('flush writes what waits, in the order it came, and nothing when nothing waits', () => {
    const file = open('flush');
    const destination = new BufferedLogDestination(file.fd, 4096);
    const lines = Array.from({ length: 50 }, (_, i) => `{"n":${i},"msg":"línea ${i}"}\n`);
    for (const line of lines) destination.write(line);
    destination.flush();
    expect(file.read()).toBe(lines.join(''));
    destination.flush();
    expect(file.read()).toBe(lines.join(''));
  });

  it('a line larger than the size is written at once', () => {
    const file = open('large');
    const destination = new BufferedLogDestination(file.fd, 10);
    destination.write(`${'x'.repeat(5000)}\n`);
    expect(file.read()).toHaveLength(5001);
  });
});
