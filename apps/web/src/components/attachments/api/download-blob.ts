/** GETs a blob with a read SAS URL (docs/decisions/064); no session headers, the SAS is the credential. */
export async function downloadBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new Error('The file storage could not be reached.');
  }
  if (!response.ok) {
    throw new Error(
      response.status === 404 ? 'The file is not in storage.' : `Download failed (${response.status}).`,
    );
  }
  return response.blob();
}
