import type { BankCsvMapping } from '@cleaver/domain/bank-csv';
import { DomainError } from '@cleaver/domain/errors';
import { builder } from '../../graphql/builder.ts';
import { isRecordId, recordId } from '../../graphql/ids.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { BankImportPreview, BankImportResult, BankLineView } from './bank-import.ts';
import type { BankLineProposal } from './bank-lines.ts';

const BankLineStatusEnum = builder.enumType('BankLineStatus', {
  description: 'OPEN: waiting for staff. MATCHED: a payment was recorded from it. IGNORED: set aside.',
  values: ['OPEN', 'MATCHED', 'IGNORED'] as const,
});

const BankCsvMappingType = builder.objectRef<BankCsvMapping>('BankCsvMapping').implement({
  description:
    'Which column of a bank’s CSV holds what, by header; saved per header once a file is imported.',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'Empty when no column was guessed.' }),
    amount: t.exposeString('amount', { description: 'Empty when no column was guessed.' }),
    particulars: t.exposeString('particulars', { nullable: true }),
    code: t.exposeString('code', { nullable: true }),
    reference: t.exposeString('reference', { nullable: true }),
    otherParty: t.exposeString('otherParty', { nullable: true }),
    dateFormat: t.exposeString('dateFormat', { description: 'DD/MM/YYYY, YYYY/MM/DD or YYYY-MM-DD.' }),
  }),
});

const BankCsvMappingInput = builder.inputType('BankCsvMappingInput', {
  fields: (t) => ({
    date: t.string({ required: true, description: 'The header of the date column.' }),
    amount: t.string({ required: true }),
    particulars: t.string(),
    code: t.string(),
    reference: t.string(),
    otherParty: t.string(),
    dateFormat: t.string({ required: true, description: 'DD/MM/YYYY, YYYY/MM/DD or YYYY-MM-DD.' }),
  }),
});

type ProposedDocument = BankLineProposal['documents'][number];
const BankProposedDocumentType = builder.objectRef<ProposedDocument>('BankProposedDocument').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number', { description: '1042 or DN-0001.' }),
  }),
});

const BankLineProposalType = builder.objectRef<BankLineProposal>('BankLineProposal').implement({
  description: 'Who a bank line is proposed as from, and why: an invoice number or customer code it quotes.',
  fields: (t) => ({
    customerId: t.exposeID('customerId'),
    companyName: t.exposeString('companyName'),
    customerCode: t.exposeString('customerCode'),
    documents: t.field({ type: [BankProposedDocumentType], resolve: (p) => p.documents }),
    reason: t.exposeString('reason', { description: 'As read: INV-1042 in reference.' }),
  }),
});

const BankLineType = builder.objectRef<BankLineView>('BankLine').implement({
  description: 'A credit line of an imported bank statement.',
  fields: (t) => ({
    key: t.exposeID('key', { description: 'The same for the same line when the file is imported again.' }),
    lineNumber: t.exposeInt('lineNumber', { nullable: true, description: 'In the file; null once stored.' }),
    fileName: t.exposeString('fileName'),
    postedOn: t.exposeString('postedOn', { description: 'YYYY-MM-DD.' }),
    amount: t.exposeInt('amount', { description: 'Cents, more than 0.' }),
    particulars: t.exposeString('particulars'),
    code: t.exposeString('code'),
    reference: t.exposeString('reference'),
    otherParty: t.exposeString('otherParty'),
    status: t.field({ type: BankLineStatusEnum, resolve: (l) => l.status }),
    alreadyImported: t.exposeBoolean('alreadyImported'),
    paymentId: t.exposeID('paymentId', { nullable: true }),
    proposal: t.field({ type: BankLineProposalType, nullable: true, resolve: (l) => l.proposal }),
  }),
});

const BankImportPreviewType = builder.objectRef<BankImportPreview>('BankImportPreview').implement({
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    header: t.exposeStringList('header', { description: 'The file’s column headers.' }),
    mapping: t.field({ type: BankCsvMappingType, resolve: (p) => p.mapping }),
    mappingSaved: t.exposeBoolean('mappingSaved', { description: 'False: guessed from the header.' }),
    lines: t.field({ type: [BankLineType], description: 'Credits only.', resolve: (p) => p.lines }),
    debitCount: t.exposeInt('debitCount', { description: 'Debits (and zero amounts) left out.' }),
    problem: t.exposeString('problem', {
      nullable: true,
      description: 'Why the lines cannot be read with this mapping; then lines is empty.',
    }),
  }),
});

const BankImportResultType = builder.objectRef<BankImportResult>('BankImportResult').implement({
  fields: (t) => ({
    imported: t.exposeInt('imported', { description: 'Lines kept now.' }),
    alreadyImported: t.exposeInt('alreadyImported', { description: 'Lines kept by an earlier import.' }),
    debitCount: t.exposeInt('debitCount'),
    lines: t.field({ type: [BankLineType], resolve: (r) => r.lines }),
  }),
});

function staff(ctx: { viewer: Viewer | null }): Viewer {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
  return ctx.viewer;
}

builder.queryFields((t) => ({
  bankLines: t.field({
    type: [BankLineType],
    authScopes: { admin: true },
    description: 'Staff: imported bank lines with a status (OPEN by default), newest first, at most 500.',
    args: { status: t.arg({ type: BankLineStatusEnum }) },
    resolve: (_root, args, ctx) => ctx.services.bankImport.lines(args.status ?? 'OPEN'),
  }),
}));

builder.mutationFields((t) => ({
  previewBankImport: t.field({
    type: BankImportPreviewType,
    authScopes: { admin: true },
    description:
      'Staff: reads a bank statement CSV (at most 2 MB) without keeping anything: its header, the mapping (given, ' +
      'else saved for this header, else guessed) and its credit lines with what each is proposed as. BAD_INPUT ' +
      '“We could not read this file: …”.',
    args: {
      fileName: t.arg.string({ required: true }),
      csv: t.arg.string({ required: true }),
      mapping: t.arg({ type: BankCsvMappingInput }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.bankImport.preview(
        args.fileName,
        args.csv,
        args.mapping as BankCsvMapping | null | undefined,
      ),
  }),
  importBankLines: t.field({
    type: BankImportResultType,
    authScopes: { admin: true },
    description:
      'Staff: saves the mapping for the file’s header and keeps each credit line not kept before; the same file ' +
      'again keeps nothing new. BAD_INPUT “We could not read this file: …”, nothing written.',
    args: {
      fileName: t.arg.string({ required: true }),
      csv: t.arg.string({ required: true }),
      mapping: t.arg({ type: BankCsvMappingInput, required: true }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.bankImport.importLines(
        staff(ctx),
        args.fileName,
        args.csv,
        args.mapping as BankCsvMapping,
      ),
  }),
  confirmBankLine: t.field({
    type: BankLineType,
    authScopes: { admin: true },
    description:
      'Staff: records the line as a bank transfer from the customer, allocated to `documentIds` (in that order) ' +
      'or oldest first, and marks it MATCHED. BAD_INPUT when already matched or ignored; NOT_FOUND.',
    args: {
      key: t.arg.id({ required: true }),
      customerId: t.arg.id({ required: true }),
      documentIds: t.arg.idList(),
    },
    resolve: (_root, args, ctx) => {
      const documentIds = args.documentIds?.map((id) => {
        if (!isRecordId(id))
          throw new DomainError('BAD_INPUT', 'Choose invoices or debit notes of this customer’s.');
        return recordId(id);
      });
      return ctx.services.bankImport.confirm(
        staff(ctx),
        String(args.key),
        recordId(args.customerId),
        documentIds,
      );
    },
  }),
  ignoreBankLine: t.field({
    type: BankLineType,
    authScopes: { admin: true },
    description:
      'Staff: sets an open line aside (not a customer’s payment). BAD_INPUT when not open; NOT_FOUND.',
    args: { key: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.bankImport.ignore(staff(ctx), String(args.key)),
  }),
}));
