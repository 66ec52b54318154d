import Add from '@mui/icons-material/Add';
import AccountTree from '@mui/icons-material/AccountTree';
import Close from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { Tooltip } from '../tooltip';
import {
  emptyGroup,
  OPERATOR_LABELS,
  pruneFilterGroup,
  OPERATORS_BY_TYPE,
  type FieldType,
  type FilterCondition,
  type FilterGroup,
  type FilterOperator,
} from './filter-expression';

export type FilterField = { id: string; caption: string; type: FieldType };

export type FilterBuilderDialogProps = {
  isOpen: boolean;
  fields: FilterField[];
  value: FilterGroup | null;
  onApply: (value: FilterGroup | null) => void;
  onClose: () => void;
};

const MAX_DEPTH = 3;

const newCondition = (fields: FilterField[]): FilterCondition => {
  const field = fields[0];
  return {
    kind: 'condition',
    field: field?.id ?? '',
    operator: OPERATORS_BY_TYPE[field?.type ?? 'string'][0]!,
    value: '',
  };
};

/**
 * The filter panel: rows of field / operator / value in AND or OR groups, nested up to three levels,
 * producing DevExtreme's filter array (filter-expression.ts). Not a FormDialog: a tree editor, not a form.
 */
export function FilterBuilderDialog({ isOpen, fields, value, onApply, onClose }: FilterBuilderDialogProps) {
  const titleId = useId();
  const [draft, setDraft] = useState<FilterGroup>(() => value ?? emptyGroup());
  const [openedWith, setOpenedWith] = useState<FilterGroup | null>(value);
  // Each opening starts from the applied filter.
  if (isOpen && openedWith !== value) {
    setOpenedWith(value);
    setDraft(value ?? emptyGroup());
  }

  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Filter Builder</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 240 }}>
        <GroupEditor group={draft} fields={fields} depth={1} onChange={setDraft} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setDraft(emptyGroup())} sx={{ mr: 'auto' }}>
          Clear All
        </Button>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => {
            onApply(pruneFilterGroup(draft));
            onClose();
          }}
        >
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type GroupEditorProps = {
  group: FilterGroup;
  fields: FilterField[];
  depth: number;
  onChange: (group: FilterGroup) => void;
  onRemove?: () => void;
};

function GroupEditor({ group, fields, depth, onChange, onRemove }: GroupEditorProps) {
  const setItem = (index: number, item: FilterCondition | FilterGroup) =>
    onChange({ ...group, items: group.items.map((current, i) => (i === index ? item : current)) });
  const removeItem = (index: number) =>
    onChange({ ...group, items: group.items.filter((_, i) => i !== index) });

  return (
    <Box
      role="group"
      aria-label={depth === 1 ? 'Filter conditions' : 'Condition group'}
      sx={{
        borderLeft: 3,
        borderColor: group.logic === 'and' ? 'primary.main' : 'warning.main',
        pl: 1.5,
        py: 0.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={group.logic}
          onChange={(_, logic: 'and' | 'or' | null) => logic && onChange({ ...group, logic })}
          aria-label="Combine conditions with"
        >
          <ToggleButton value="and" sx={{ px: 1.5, py: 0.25 }}>
            And
          </ToggleButton>
          <ToggleButton value="or" sx={{ px: 1.5, py: 0.25 }}>
            Or
          </ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={Boolean(group.isNegated)}
              onChange={(event) => onChange({ ...group, isNegated: event.target.checked })}
            />
          }
          label="Not"
        />
        <Button
          size="small"
          startIcon={<Add />}
          onClick={() => onChange({ ...group, items: [...group.items, newCondition(fields)] })}
        >
          Add Condition
        </Button>
        {depth < MAX_DEPTH ? (
          <Button
            size="small"
            startIcon={<AccountTree />}
            onClick={() =>
              onChange({
                ...group,
                items: [
                  ...group.items,
                  { ...emptyGroup(group.logic === 'and' ? 'or' : 'and'), items: [newCondition(fields)] },
                ],
              })
            }
          >
            Add Group
          </Button>
        ) : null}
        {onRemove ? (
          <Tooltip title="Remove group">
            <IconButton size="small" aria-label="Remove group" onClick={onRemove} sx={{ ml: 'auto' }}>
              <Close fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Box>
      {group.items.length === 0 && depth === 1 ? (
        <Typography variant="body2" color="text.secondary">
          No conditions. Add one to filter the list.
        </Typography>
      ) : null}
      {group.items.map((item, index) =>
        item.kind === 'group' ? (
          <GroupEditor
            key={index}
            group={item}
            fields={fields}
            depth={depth + 1}
            onChange={(next) => setItem(index, next)}
            onRemove={() => removeItem(index)}
          />
        ) : (
          <ConditionRow
            key={index}
            index={index}
            condition={item}
            fields={fields}
            onChange={(next) => setItem(index, next)}
            onRemove={() => removeItem(index)}
          />
        ),
      )}
    </Box>
  );
}

type ConditionRowProps = {
  index: number;
  condition: FilterCondition;
  fields: FilterField[];
  onChange: (condition: FilterCondition) => void;
  onRemove: () => void;
};

function ConditionRow({ index, condition, fields, onChange, onRemove }: ConditionRowProps) {
  const field = fields.find((f) => f.id === condition.field);
  const type: FieldType = field?.type ?? 'string';
  const operators = OPERATORS_BY_TYPE[type];
  const hasValue = condition.operator !== 'isblank' && condition.operator !== 'isnotblank';
  const n = index + 1;

  const handleFieldChange = (id: string) => {
    const nextType = fields.find((f) => f.id === id)?.type ?? 'string';
    const keepsOperator = OPERATORS_BY_TYPE[nextType].includes(condition.operator);
    onChange({
      kind: 'condition',
      field: id,
      operator: keepsOperator ? condition.operator : OPERATORS_BY_TYPE[nextType][0]!,
      value: nextType === type ? condition.value : '',
    });
  };

  const valueInput = (which: 'value' | 'value2', label: string) =>
    type === 'boolean' ? (
      <TextField
        select
        size="small"
        label={label}
        value={condition[which] ?? ''}
        onChange={(event) => onChange({ ...condition, [which]: event.target.value })}
        sx={{ width: 140 }}
      >
        <MenuItem value="true">Yes</MenuItem>
        <MenuItem value="false">No</MenuItem>
      </TextField>
    ) : (
      <TextField
        size="small"
        label={label}
        type={type === 'number' ? 'number' : type === 'date' ? 'date' : 'text'}
        value={condition[which] ?? ''}
        onChange={(event) => onChange({ ...condition, [which]: event.target.value })}
        sx={{ width: type === 'date' ? 170 : 200 }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `${label} ${n}` } }}
      />
    );

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label="Field"
        value={condition.field}
        onChange={(event) => handleFieldChange(event.target.value)}
        sx={{ width: 200 }}
      >
        {fields.map((f) => (
          <MenuItem key={f.id} value={f.id}>
            {f.caption}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Operator"
        value={condition.operator}
        onChange={(event) => onChange({ ...condition, operator: event.target.value as FilterOperator })}
        sx={{ width: 200 }}
      >
        {operators.map((op) => (
          <MenuItem key={op} value={op}>
            {OPERATOR_LABELS[op]}
          </MenuItem>
        ))}
      </TextField>
      {hasValue ? valueInput('value', 'Value') : null}
      {condition.operator === 'between' ? valueInput('value2', 'And') : null}
      <Tooltip title="Remove condition">
        <IconButton size="small" aria-label={`Remove condition ${n}`} onClick={onRemove}>
          <Close fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
