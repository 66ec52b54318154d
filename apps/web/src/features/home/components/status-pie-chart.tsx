import { Box, ButtonBase, Typography } from '@mui/material';
import { Pie, PieChart, Tooltip } from 'recharts';
import type { StatusCount } from '../api/get-active-counts';

type Props = { data: StatusCount[]; onSelect: (status: StatusCount) => void };

const CHART_HEIGHT = 300;

/**
 * Work orders per status: slices in the status colours; a slice or a legend entry opens that status's
 * list. The legend is our own list of buttons so it is keyboard reachable and shows the counts.
 */
export function StatusPieChart({ data, onSelect }: Props) {
  const total = data.reduce((sum, row) => sum + row.count, 0);
  const slices = data.filter((row) => row.count > 0).map((row) => ({ ...row, fill: row.color }));
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <Box sx={{ height: CHART_HEIGHT, minWidth: 0 }} data-testid="status-pie">
        <PieChart responsive style={{ width: '100%', height: CHART_HEIGHT }}>
          <Pie
            data={slices}
            dataKey="count"
            nameKey="status"
            innerRadius="45%"
            outerRadius="85%"
            paddingAngle={1}
            stroke="#ffffff"
            isAnimationActive={false}
            cursor="pointer"
            onClick={(sector) => {
              const status = data.find((row) => row.statusid === (sector.payload as StatusCount).statusid);
              if (status) onSelect(status);
            }}
          />
          <Tooltip formatter={(value, name) => [String(value), String(name)]} />
          <text
            x="50%"
            y="50%"
            textAnchor="middle"
            dominantBaseline="central"
            style={{ fontSize: 22, fontWeight: 600, fill: '#1d2733' }}
          >
            {total}
          </text>
        </PieChart>
      </Box>
      <Box
        component="ul"
        aria-label="Statuses"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
          columnGap: 1,
        }}
      >
        {data.map((row) => (
          <li key={row.statusid}>
            <ButtonBase
              onClick={() => onSelect(row)}
              aria-label={`${row.status}: ${row.count}`}
              sx={{
                width: '100%',
                justifyContent: 'flex-start',
                gap: 1,
                px: 1,
                py: 0.25,
                borderRadius: 1,
                '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
              }}
            >
              <Box
                aria-hidden
                sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: row.color, flexShrink: 0 }}
              />
              <Typography variant="body2" sx={{ flexGrow: 1, textAlign: 'left' }} noWrap>
                {row.status}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {row.count}
              </Typography>
            </ButtonBase>
          </li>
        ))}
      </Box>
    </Box>
  );
}
