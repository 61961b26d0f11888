import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { PreviewBankImportMutationVariables } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const PreviewBankImportDocument = graphql(`
  mutation PreviewBankImport($fileName: String!, $csv: String!, $mapping: BankCsvMappingInput) {
    previewBankImport(fileName: $fileName, csv: $csv, mapping: $mapping) {
      fileName
      header
      mapping {
        date
        amount
        particulars
        code
        reference
        otherParty
        dateFormat
      }
      mappingSaved
      lines {
        ...BankLineFields
      }
      debitCount
      problem
    }
  }
`);

/** Reads a statement file without keeping anything: its columns, the mapping and the credit lines it holds. */
export function usePreviewBankImport() {
  return useMutation({
    mutationFn: async (variables: PreviewBankImportMutationVariables) =>
      (await execute(PreviewBankImportDocument, variables)).previewBankImport,
  });
}
