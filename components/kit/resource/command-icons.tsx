import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import StopOutlined from '@mui/icons-material/StopOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { RowCommandDef } from '../screen-defs';

const icons = {
  start: PlayArrowOutlined,
  stop: StopOutlined,
  finish: FlagOutlined,
  generate: GridOnOutlined,
  send: CampaignOutlined,
  verify: FactCheckOutlined,
  switch: SwapHorizOutlined,
  key: KeyOutlined,
  copy: ContentCopyOutlined,
} as const;

/** A row command's icon. Its own module: only the few screens whose definitions have commands load the icons. */
export function CommandIcon({ command, ...props }: SvgIconProps & { command: RowCommandDef['icon'] }) {
  const Icon = icons[command];
  return <Icon {...props} />;
}
