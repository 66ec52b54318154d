import FileDownload from '@mui/icons-material/FileDownload';
import FilterAltOff from '@mui/icons-material/FilterAltOff';
import FilterList from '@mui/icons-material/FilterList';
import ViewAgenda from '@mui/icons-material/ViewAgenda';
import ViewList from '@mui/icons-material/ViewList';
import { Badge, CircularProgress, IconButton } from '@mui/material';
import { useState } from 'react';
import { Tooltip } from '../tooltip';

export function FilterBuilderButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <Tooltip title="Filter builder">
      <IconButton aria-label="Filter builder" onClick={onClick}>
        <Badge badgeContent={count} color="primary">
          <FilterList />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

export function ClearFiltersButton({ onClick }: { onClick: () => void }) {
  return (
    <Tooltip title="Clear all filters">
      <IconButton aria-label="Clear all filters" onClick={onClick}>
        <FilterAltOff />
      </IconButton>
    </Tooltip>
  );
}

export function ExportButton({ onExport }: { onExport: () => Promise<void> | void }) {
  const [isBusy, setIsBusy] = useState(false);
  const handleClick = async () => {
    setIsBusy(true);
    try {
      await onExport();
    } catch {
      // The http client has shown the failure.
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Tooltip title="Export all rows to Excel">
      <span>
        <IconButton
          aria-label="Export all rows to Excel"
          onClick={() => void handleClick()}
          disabled={isBusy}
        >
          {isBusy ? <CircularProgress size={20} /> : <FileDownload />}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export function VariantToggleButton({
  variant,
  onChange,
}: {
  variant: 'table' | 'cards';
  onChange: (variant: 'table' | 'cards') => void;
}) {
  const isCards = variant === 'cards';
  const label = isCards ? 'Show as table' : 'Show as cards';
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => onChange(isCards ? 'table' : 'cards')}>
        {isCards ? <ViewList /> : <ViewAgenda />}
      </IconButton>
    </Tooltip>
  );
}
