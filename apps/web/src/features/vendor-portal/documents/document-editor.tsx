import { documentTotals, VENDOR_DOCUMENT_STATUS } from '@dispatchwise/shared';
import CloseIcon from '@mui/icons-material/Close';
import UploadFile from '@mui/icons-material/UploadFile';
import {
  Alert,
  AppBar,
  Box,
  Button,
  CircularProgress,
  Dialog,
  IconButton,
  Tab,
  Tabs,
  TextField,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { AttachmentsPanel } from '../../../components/attachments';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { applyServerErrors } from '../../../components/form-dialog';
import {
  documentLineErrors,
  LineItemsSection,
  vendorLaborSection,
  vendorMaterialSection,
  vendorOtherSection,
  type LineItemSection,
} from '../../../components/line-items';
import { Tooltip } from '../../../components/tooltip';
import { formatDate, formatMoney } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import type { PortalDocumentSummary } from './api/types';
import {
  documentFormSchema,
  documentInput,
  documentValues,
  withImportedLines,
  type DocumentFormValues,
} from './document-form';
import { DocumentSavedLines } from './document-lines';
import { DocumentSummary, type DocumentTotals } from './document-summary';
import { ImportLinesDialog } from './import-lines-dialog';
import { isEditableDocument, type DocumentKindConfig, type PortalDocument } from './portal-document';
import { schemaResolver } from '../../../lib/form-schema';

/** The Add Invoice popup's attachments start on type 7 Invoice (spec C 9's portal types). */
const INVOICE_ATTACHMENT_TYPE = 7;

type LinesTab = 'labor' | 'material' | 'other';
type TabId = 'summary' | LinesTab | 'attachments';

const LINES_TABS: readonly { id: LinesTab; label: string }[] = [
  { id: 'labor', label: 'Labor' },
  { id: 'material', label: 'Materials' },
  { id: 'other', label: 'Other' },
];

export type DocumentEditorTarget = { config: DocumentKindConfig; document: PortalDocument };

type Props = {
  target: DocumentEditorTarget | null;
  summary: PortalDocumentSummary | undefined;
  /** The order is Invoiced or Cancelled: every document opens read-only. */
  readonly: boolean;
  onClose: () => void;
  /** After a save (the toast is shown): the lists are read again. */
  onSaved: (document: PortalDocument) => Promise<void> | void;
};

/**
 * The full-screen Add/Edit Proposal and Add/Edit Invoice popups (spec C 2.8, 4, 5; decision 165): number, date
 * (read-only), Description (required), Note; tabs Summary, Labor, Materials, Other (and the invoice's
 * Attachments), the invoice's line and attachment tabs disabled until its Invoice # is filled. A document
 * that is not a draft, or on a read-only order, opens read-only with the API's amounts.
 */
export function DocumentEditor({ target, ...props }: Props) {
  const titleId = useId();
  return target ? (
    <EditorBody
      key={`${target.config.kind}-${target.document.id}`}
      titleId={titleId}
      target={target}
      {...props}
    />
  ) : null;
}

const FIELD_ALIASES = { proposalnumber: 'number', invoicenumber: 'number' };

/** The totals of the rows being edited: each section's, and all lines together (exact cents). */
function liveTotals(rows: Pick<DocumentFormValues, LinesTab>): DocumentTotals {
  const amounts = {
    labor: rows.labor.map(vendorLaborSection.amountsOf),
    material: rows.material.map(vendorMaterialSection.amountsOf),
    other: rows.other.map(vendorOtherSection.amountsOf),
  };
  return {
    labor: documentTotals(amounts.labor).total,
    material: documentTotals(amounts.material).total,
    other: documentTotals(amounts.other).total,
    total: documentTotals([...amounts.labor, ...amounts.material, ...amounts.other]).total,
  };
}

/** The first tab holding an error, so that Save shows what stops it. */
const tabOfErrors = (errors: FieldErrors<DocumentFormValues>): TabId | null =>
  LINES_TABS.find((tab) => errors[tab.id])?.id ?? null;

function StatusNote({ document, readonly }: { document: PortalDocument; readonly: boolean }) {
  const noun = document.kind;
  if (document.statusid === VENDOR_DOCUMENT_STATUS.Rejected)
    return (
      <Alert severity="error">
        This {noun} was rejected{document.rejectionnote ? `: ${document.rejectionnote}` : '.'}
      </Alert>
    );
  if (document.statusid === VENDOR_DOCUMENT_STATUS.Approved)
    return <Alert severity="success">This {noun} was approved.</Alert>;
  if (document.statusid === VENDOR_DOCUMENT_STATUS.Submitted)
    return <Alert severity="info">This {noun} was submitted and waits for review.</Alert>;
  if (readonly)
    return (
      <Alert severity="info">The work order is Invoiced or Cancelled: its documents are read-only.</Alert>
    );
  return null;
}

function EditorBody({
  titleId,
  target,
  summary,
  readonly,
  onClose,
  onSaved,
}: Props & {
  titleId: string;
  target: DocumentEditorTarget;
}) {
  const { config } = target;
  const toast = useToast();
  const tabsId = useId();
  const theme = useTheme();
  const isSmall = useMediaQuery(theme.breakpoints.down('sm'));
  const [document, setDocument] = useState(target.document);
  const [tab, setTab] = useState<TabId>('summary');
  const [formError, setFormError] = useState<string | null>(null);
  const [isImporting, setIsImporting] = useState(false);
  const [isDiscarding, setIsDiscarding] = useState(false);
  const isEditable = isEditableDocument(document, readonly);
  const isNew = document.id === 0;
  const form = useForm<DocumentFormValues>({
    resolver: schemaResolver(documentFormSchema(config.kind)),
    defaultValues: documentValues(document),
    mode: 'onTouched',
  });
  // Read while rendering, so that react-hook-form tracks them.
  const { control, formState } = form;
  const { isDirty } = formState;
  const [number, labor, material, other] = useWatch({
    control,
    name: ['number', 'labor', 'material', 'other'],
  });
  // Spec C 4: the invoice's Labor, Materials, Other and Attachments tabs enable once it has a number.
  const hasTabs = config.kind !== 'invoice' || number.trim() !== '';
  const shownTab = hasTabs ? tab : 'summary';

  const totals: DocumentTotals = isEditable ? liveTotals({ labor, material, other }) : document.totals;

  // Closing with unsaved changes asks first (Escape, the backdrop and the Close button alike).
  const handleClose = () => {
    if (formState.isSubmitting) return;
    if (isEditable && isDirty) setIsDiscarding(true);
    else onClose();
  };

  const save = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const saved = await config.save(documentInput(document, values));
        toast(config.savedToast, 'success');
        await onSaved(saved);
      } catch (error) {
        if (error instanceof ApiError) {
          const rest = applyServerErrors(form, error, FIELD_ALIASES);
          if (rest.length > 0 || !error.errors) setFormError([error.message, ...rest].join(' '));
        } else setFormError(error instanceof Error ? error.message : String(error));
      }
    },
    (errors) => {
      const errorTab = tabOfErrors(errors);
      if (errorTab && !errors.number && !errors.description) setTab(errorTab);
    },
  );

  const handleImported = (answer: PortalDocument) => {
    form.reset(withImportedLines(form.getValues(), document, answer), { keepDirty: true });
    setDocument((current) => ({ ...answer, description: current.description }));
  };

  const title = `${isNew ? 'Add' : isEditable ? 'Edit' : ''} ${config.title}${
    !isEditable && document.number ? ` ${document.number}` : ''
  }`.trim();

  const tabOf = (id: TabId, label: string, isDisabled = false) => (
    <Tab
      key={id}
      value={id}
      label={label}
      disabled={isDisabled}
      id={`${tabsId}-${id}-tab`}
      aria-controls={`${tabsId}-${id}-panel`}
    />
  );
  const panel = (id: TabId, content: ReactNode) => (
    <Box
      key={id}
      role="tabpanel"
      id={`${tabsId}-${id}-panel`}
      aria-labelledby={`${tabsId}-${id}-tab`}
      hidden={shownTab !== id}
      sx={{ py: 2 }}
    >
      {shownTab === id ? content : null}
    </Box>
  );
  const renderLines = <R,>(name: LinesTab, section: LineItemSection<R>, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <LineItemsSection<R>
            section={section}
            rows={field.value as R[]}
            onChange={field.onChange}
            errors={documentLineErrors(formState.errors[name])}
          />
          <Typography variant="body2" sx={{ textAlign: 'right', fontWeight: 600 }}>
            {label} total: {formatMoney(totals[name])}
          </Typography>
        </Box>
      )}
    />
  );
  const editableLines = (id: LinesTab) =>
    id === 'labor'
      ? renderLines('labor', vendorLaborSection, 'Labor')
      : id === 'material'
        ? renderLines('material', vendorMaterialSection, 'Materials')
        : renderLines('other', vendorOtherSection, 'Other');
  const lineCount = (id: LinesTab) => (isEditable ? { labor, material, other }[id] : document[id]).length;

  return (
    <Dialog open onClose={handleClose} fullScreen aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={(event) => void save(event)} sx={{ display: 'contents' }}>
        <AppBar position="sticky" color="default" elevation={1}>
          <Toolbar variant="dense" sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
            <IconButton
              edge="start"
              aria-label="Close"
              onClick={handleClose}
              disabled={formState.isSubmitting}
            >
              <CloseIcon />
            </IconButton>
            <Typography id={titleId} variant="h6" component="h2" noWrap sx={{ flex: 1, minWidth: 0 }}>
              {title}
            </Typography>
            {isEditable ? (
              <>
                <Tooltip
                  title={
                    isNew
                      ? `Save the ${config.kind} first, then import its lines.`
                      : isSmall
                        ? 'Import Lines'
                        : ''
                  }
                >
                  <span>
                    {isSmall ? (
                      <IconButton
                        aria-label="Import Lines"
                        disabled={isNew || formState.isSubmitting}
                        onClick={() => setIsImporting(true)}
                      >
                        <UploadFile />
                      </IconButton>
                    ) : (
                      <Button
                        startIcon={<UploadFile />}
                        disabled={isNew || formState.isSubmitting}
                        onClick={() => setIsImporting(true)}
                      >
                        Import Lines
                      </Button>
                    )}
                  </span>
                </Tooltip>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={formState.isSubmitting}
                  startIcon={
                    formState.isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined
                  }
                >
                  Save
                </Button>
              </>
            ) : null}
          </Toolbar>
        </AppBar>
        <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <StatusNote document={document} readonly={readonly} />
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '200px 160px minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <Controller
              control={control}
              name="number"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  size="small"
                  label={config.numberLabel}
                  required={isEditable && config.kind === 'invoice'}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  slotProps={{ input: { readOnly: !isEditable } }}
                />
              )}
            />
            <TextField
              size="small"
              label={config.dateLabel}
              value={formatDate(document.date)}
              slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-readonly': true } }}
            />
            <Controller
              control={control}
              name="description"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  size="small"
                  label="Description"
                  required={isEditable}
                  multiline
                  maxRows={4}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  slotProps={{ input: { readOnly: !isEditable } }}
                  sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
                />
              )}
            />
          </Box>
          <Controller
            control={control}
            name="note"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                size="small"
                label="Note"
                multiline
                minRows={2}
                maxRows={6}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ input: { readOnly: !isEditable } }}
              />
            )}
          />
          <Box>
            <Tabs
              value={shownTab}
              onChange={(_, next: TabId) => setTab(next)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={`${config.title} sections`}
              sx={{ borderBottom: 1, borderColor: 'divider' }}
            >
              {tabOf('summary', 'Summary')}
              {LINES_TABS.map((item) => tabOf(item.id, `${item.label} (${lineCount(item.id)})`, !hasTabs))}
              {config.kind === 'invoice' ? tabOf('attachments', 'Attachments', !hasTabs) : null}
            </Tabs>
            {!hasTabs ? (
              <Typography variant="caption" color="text.secondary">
                Enter the Invoice # to add lines and attachments.
              </Typography>
            ) : null}
            {panel('summary', <DocumentSummary summary={summary} totals={totals} />)}
            {LINES_TABS.map((item) =>
              panel(
                item.id,
                isEditable ? (
                  editableLines(item.id)
                ) : (
                  <DocumentSavedLines document={document} section={item.id} />
                ),
              ),
            )}
            {config.kind === 'invoice'
              ? panel(
                  'attachments',
                  <AttachmentsPanel
                    owner={{ area: 'workorder', id: document.workorderid }}
                    canAttach={!readonly}
                    canChange={false}
                    defaultTypeId={INVOICE_ATTACHMENT_TYPE}
                  />,
                )
              : null}
          </Box>
        </Box>
        <ImportLinesDialog
          config={config}
          document={isImporting ? document : null}
          onImported={handleImported}
          onClose={() => setIsImporting(false)}
        />
        <ConfirmDialog
          open={isDiscarding}
          title="Discard changes"
          confirmLabel="Discard"
          onConfirm={async () => onClose()}
          onClose={() => setIsDiscarding(false)}
        >
          Close the {config.kind} without saving your changes?
        </ConfirmDialog>
      </Box>
    </Dialog>
  );
}
