import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { HttpError } from '../lib/errors';
import { azuriteConnectionString } from '../storage/azurite';
import { getBlobStorage, type BlobStorage } from '../storage/blob-storage';

export const STORAGE_UNAVAILABLE = 'File storage is not available.';

/**
 * Blob storage as routes use it (ARCHITECTURE mechanism 7, decision 064): `use` runs its work with
 * the container made and CORS set, and any failure of storage itself is the one 503 answer.
 */
export type FileStorage = {
  use<T>(work: (blobs: BlobStorage) => T | Promise<T>): Promise<T>;
  /** The client itself, for tests and scripts. */
  blobs: BlobStorage;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** The configured account, or the embedded Azurite that server.ts starts on AZURITE_PORT. */
export function createFileStorage(config: Config): FileStorage {
  const blobs = getBlobStorage({
    connectionString: config.storage.connectionString ?? azuriteConnectionString(config.storage.azuritePort),
    corsOrigins: [config.publicUrl],
  });
  return {
    blobs,
    use: async (work) => {
      try {
        await blobs.ensureReady();
        return await work(blobs);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        throw new HttpError(503, STORAGE_UNAVAILABLE);
      }
    },
  };
}

export function registerStorage(app: FastifyInstance, config: Config) {
  app.decorate('storage', createFileStorage(config));
}
