import {
  BlobSASPermissions,
  BlobServiceClient,
  RestError,
  SASProtocol,
  StorageSharedKeyCredential,
  generateBlobSASQueryParameters,
} from '@azure/storage-blob';
import { ATTACHMENT_CONTAINER } from '@dispatchwise/shared';

export const SAS_LIFETIME_MINUTES = 15;

/**
 * Storage that does not answer fails a call in about 2 s (three tries, 0.5 s then 1 s apart) instead of the
 * SDK's default of about 16 s, and a try that hangs gives up after 30 s (decision 182).
 */
const STORAGE_RETRY = { maxTries: 3, retryDelayInMs: 500, maxRetryDelayInMs: 1_000, tryTimeoutInMs: 30_000 };

export type BlobProperties = { size: number; contentType: string };

export type BlobStorage = {
  serviceClient: BlobServiceClient;
  container: string;
  /** Creates the container and sets CORS for the web app; idempotent, run once on start. */
  ensureReady: () => Promise<void>;
  /** A SAS for one blob, valid from a little before now (clock skew) to `expiresOn`. */
  issueBlobSas: (options: { blobName: string; permissions: string; expiresOn: Date }) => {
    sasToken: string;
    url: string;
  };
  /** Deletes one blob; false when it was not there (a missing blob or container is not an error). */
  deleteBlob: (blobName: string) => Promise<boolean>;
  /** Whether one blob is there; a missing blob or container is false, any other failure throws. */
  blobExists: (blobName: string) => Promise<boolean>;
  /** The stored size and content type of one blob; undefined when it is not there. */
  blobProperties: (blobName: string) => Promise<BlobProperties | undefined>;
  /** Writes one blob from the API itself (the work-order imports' files, decision 169). */
  uploadBlob: (blobName: string, data: Buffer, contentType: string) => Promise<void>;
};

export function createBlobStorage(options: { connectionString: string; corsOrigins: string[] }): BlobStorage {
  const serviceClient = BlobServiceClient.fromConnectionString(options.connectionString, {
    retryOptions: STORAGE_RETRY,
  });
  const credential = serviceClient.credential;
  if (!(credential instanceof StorageSharedKeyCredential)) {
    // SAS tokens are signed with the account key: a connection string without one cannot issue them.
    throw new Error('The storage connection string must carry an AccountKey to issue SAS tokens');
  }
  const containerClient = serviceClient.getContainerClient(ATTACHMENT_CONTAINER);
  let ready: Promise<void> | undefined;

  const blobProperties = async (blobName: string): Promise<BlobProperties | undefined> => {
    try {
      const properties = await containerClient.getBlobClient(blobName).getProperties();
      return { size: properties.contentLength ?? 0, contentType: properties.contentType ?? '' };
    } catch (error) {
      if (error instanceof RestError && error.statusCode === 404) return undefined;
      throw error;
    }
  };

  const ensureReady = () => {
    ready ??= (async () => {
      await containerClient.createIfNotExists();
      const origins = [...new Set(options.corsOrigins)].filter(Boolean);
      if (origins.length > 0) {
        await serviceClient.setProperties({
          cors: [
            {
              allowedOrigins: origins.join(','),
              allowedMethods: 'GET,HEAD,PUT,DELETE,OPTIONS',
              allowedHeaders: '*',
              exposedHeaders: '*',
              maxAgeInSeconds: 3600,
            },
          ],
        });
      }
    })().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };

  return {
    serviceClient,
    container: ATTACHMENT_CONTAINER,
    ensureReady,
    issueBlobSas: ({ blobName, permissions, expiresOn }) => {
      const sasToken = generateBlobSASQueryParameters(
        {
          containerName: ATTACHMENT_CONTAINER,
          blobName,
          permissions: BlobSASPermissions.parse(permissions),
          startsOn: new Date(Date.now() - 5 * 60_000),
          expiresOn,
          protocol: serviceClient.url.startsWith('https:') ? SASProtocol.Https : SASProtocol.HttpsAndHttp,
        },
        credential,
      ).toString();
      const blobUrl = containerClient.getBlobClient(blobName).url;
      return { sasToken, url: `${blobUrl}?${sasToken}` };
    },
    deleteBlob: async (blobName) => {
      try {
        const result = await containerClient.getBlobClient(blobName).deleteIfExists();
        return result.succeeded;
      } catch (error) {
        if (error instanceof RestError && error.statusCode === 404) return false;
        throw error;
      }
    },
    uploadBlob: async (blobName, data, contentType) => {
      await containerClient
        .getBlockBlobClient(blobName)
        .uploadData(data, { blobHTTPHeaders: { blobContentType: contentType } });
    },
    blobProperties,
    blobExists: async (blobName) => (await blobProperties(blobName)) !== undefined,
  };
}

const cache = new Map<string, BlobStorage>();

/** One client per connection string for the process (the routes and server.ts share it). */
export function getBlobStorage(options: { connectionString: string; corsOrigins: string[] }): BlobStorage {
  let storage = cache.get(options.connectionString);
  if (!storage) {
    storage = createBlobStorage(options);
    cache.set(options.connectionString, storage);
  }
  return storage;
}
