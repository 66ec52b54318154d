import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BlobServiceClient } from '@azure/storage-blob';
import { afterAll, beforeAll } from 'vitest';
import {
  azuriteConnectionString,
  findFreePort,
  startAzurite,
  type AzuriteHandle,
} from '../src/storage/azurite';
import { ATTACHMENT_CONTAINER } from '@dispatchwise/shared';

/**
 * One Azurite for the calling test file, data under /tmp, started before its tests and removed after.
 * Each file gets its own range of ports (`from` to `to`) and starts at a random one of the first 50 (or of all, in a narrower range),
 * so that files running in parallel do not meet. Call it at the top level of the file.
 */
export async function useAzurite(ports: { from: number; to: number }) {
  const spread = Math.min(50, ports.to - ports.from + 1);
  const port = await findFreePort(ports.from + Math.floor(Math.random() * spread), ports.to);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-azurite-'));
  let azurite: AzuriteHandle | undefined;

  beforeAll(async () => {
    azurite = await startAzurite({ dataDir, port });
  });
  afterAll(async () => {
    await azurite?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const connectionString = azuriteConnectionString(port);
  const container = () =>
    BlobServiceClient.fromConnectionString(connectionString).getContainerClient(ATTACHMENT_CONTAINER);

  /** Puts a blob in the attachments container (created if needed), as the browser's SAS upload would. */
  const uploadBlob = async (blobName: string, content = 'file') => {
    await container().createIfNotExists();
    await container().getBlockBlobClient(blobName).upload(content, Buffer.byteLength(content));
  };

  return { port, connectionString, uploadBlob };
}
