// The receiver's name as the driver's page and staff's order screen check it before sending, by the server's rule.
// Apart from delivery-proof.ts so the pages that only show a delivery load no zod.
import { z } from 'zod';
import { cleanReceivedBy, receivedByProblem } from './delivery-proof.ts';

/** Who took the delivery: required, at most 80 characters once trimmed; answers the name as it is recorded. */
export const receivedBySchema = z
  .string()
  .superRefine((name, context) => {
    const problem = receivedByProblem(name);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform(cleanReceivedBy);
