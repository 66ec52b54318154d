import type { GenerateSignoffInput } from '@dispatchwise/shared';
import { downloadFile } from '../../../lib/http';

/** The file name the sign-off is saved under (spec B section 7). */
export const signoffFileName = (wonumber: string) => `${wonumber}_signoff.pdf`;

/** POST /api/workorder/generatesignoff: the line's sign-off ticket, saved as `{wonumber}_signoff.pdf`. */
export const generateSignoff = (input: GenerateSignoffInput, wonumber: string) =>
  downloadFile('/api/workorder/generatesignoff', signoffFileName(wonumber), {
    method: 'POST',
    body: input,
    isSilent: true,
  });
