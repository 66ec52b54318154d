import { downloadFile, http } from '../../../lib/http';

const PATH = '/api/workorder/generatewoproposal';

/** POST /api/workorder/generatewoproposal `{ id, preview: true }`: the Proposal Preview's page (HTML). */
export const previewProposal = (id: number, signal?: AbortSignal) =>
  http.postText(PATH, { id, preview: true }, { signal });

/** The same call with `preview: false`: the PDF, saved under the name the API gives it (decision 138). */
export const downloadProposalPdf = (id: number) =>
  downloadFile(PATH, `proposal_${id}.pdf`, {
    method: 'POST',
    body: { id, preview: false },
    isNamedByServer: true,
    isSilent: true,
  });
