import type { CorrectionReason } from '@cleaver/domain/corrections';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type CorrectionAnswer, type CorrectionFormValues, correctionFormSchema } from '../correction';

/** Reason, Details and the note's email, checked by the domain's schema; `reason` is chosen beforehand, or null. */
export function useCorrectionForm(reason: CorrectionReason | null) {
  return useForm<CorrectionFormValues, unknown, CorrectionAnswer>({
    resolver: zodResolver(correctionFormSchema),
    defaultValues: { reason: reason ?? undefined, reasonText: '', sendCustomerEmail: false },
  });
}
