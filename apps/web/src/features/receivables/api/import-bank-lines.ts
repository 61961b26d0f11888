import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ImportBankLinesMutationVariables } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { bankLinesQueryKey } from './bank-lines';

const ImportBankLinesDocument = graphql(`
  mutation ImportBankLines($fileName: String!, $csv: String!, $mapping: BankCsvMappingInput!) {
    importBankLines(fileName: $fileName, csv: $csv, mapping: $mapping) {
      imported
      alreadyImported
      debitCount
    }
  }
`);

/** Keeps the file's credit lines (each once, however often the file is imported); the open lines read again. */
export function useImportBankLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: ImportBankLinesMutationVariables) =>
      (await execute(ImportBankLinesDocument, variables)).importBankLines,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bankLinesQueryKey }),
  });
}
