// Icon keys (lib/routes/icon-keys.ts) → MUI icons. Path imports keep the bundle to the icons we use
// (the package holds thousands). `Record<IconKey, …>` makes a missing mapping a type error.
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import ApiOutlined from '@mui/icons-material/ApiOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import CorporateFareOutlined from '@mui/icons-material/CorporateFareOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DevicesOtherOutlined from '@mui/icons-material/DevicesOtherOutlined';
import FactoryOutlined from '@mui/icons-material/FactoryOutlined';
import FlightOutlined from '@mui/icons-material/FlightOutlined';
import FoundationOutlined from '@mui/icons-material/FoundationOutlined';
import HardwareOutlined from '@mui/icons-material/HardwareOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import LoopOutlined from '@mui/icons-material/LoopOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import MiscellaneousServicesOutlined from '@mui/icons-material/MiscellaneousServicesOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import OilBarrelOutlined from '@mui/icons-material/OilBarrelOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import TvOutlined from '@mui/icons-material/TvOutlined';
import VibrationOutlined from '@mui/icons-material/VibrationOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import WaterDropOutlined from '@mui/icons-material/WaterDropOutlined';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { createElement } from 'react';
import { isIconKey, type IconKey } from '@/lib/routes/icon-keys';

// Every icon module exports this type; named here to avoid parsing the package's 10k-line index.
export type IconComponent = typeof SvgIcon;

export const iconMap: Readonly<Record<IconKey, IconComponent>> = {
  dashboard: DashboardOutlined,
  factory: FactoryOutlined,
  science: ScienceOutlined,
  truck: LocalShippingOutlined,
  video: VideocamOutlined,
  build: BuildOutlined,
  hammer: HardwareOutlined,
  flight: FlightOutlined,
  devices: DevicesOtherOutlined,
  groups: WorkspacesOutlined,
  foundation: FoundationOutlined,
  oil: OilBarrelOutlined,
  layers: LayersOutlined,
  logs: ReceiptLongOutlined,
  storage: StorageOutlined,
  report: AssessmentOutlined,
  loop: LoopOutlined,
  checklist: ChecklistOutlined,
  trend: TrendingUpOutlined,
  water: WaterDropOutlined,
  settings: SettingsOutlined,
  org: AccountTreeOutlined,
  security: SecurityOutlined,
  monitor: MonitorHeartOutlined,
  vibration: VibrationOutlined,
  screen: TvOutlined,
  construction: ConstructionOutlined,
  users: PeopleOutlined,
  swap: SwapHorizOutlined,
  menu: MenuOutlined,
  role: AdminPanelSettingsOutlined,
  category: CategoryOutlined,
  history: HistoryOutlined,
  dictionary: MenuBookOutlined,
  tenant: ApartmentOutlined,
  department: CorporateFareOutlined,
  service: MiscellaneousServicesOutlined,
  api: ApiOutlined,
  route: AltRouteOutlined,
  registry: HubOutlined,
  speed: SpeedOutlined,
  tracing: TimelineOutlined,
};

/** A generic page icon stands in for keys we cannot draw (server menus may hold any text). */
export const fallbackIcon: IconComponent = ArticleOutlined;

export function iconFor(key: string | undefined): IconComponent {
  return isIconKey(key) ? iconMap[key] : fallbackIcon;
}

/** Draws the icon of a key: `<KeyIcon name={menu.icon} fontSize="small" />`. */
export function KeyIcon({ name, ...props }: { name: string | undefined } & SvgIconProps) {
  return createElement(iconFor(name), props);
}
