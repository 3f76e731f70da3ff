export { Icon } from './Icon';
export {
  BellIcon,
  ChevronDownIcon,
  DepositIcon,
  HeadsetIcon,
  MenuIcon,
  RefreshIcon,
  UserIcon,
  WithdrawIcon,
} from './icons';
export { CheckIcon, CloseIcon, EyeIcon, EyeOffIcon, InfoIcon, LogoutIcon, MoreIcon } from './controlIcons';
export { ClockIcon, FlameIcon, GridIcon, HeartIcon, SearchIcon } from './lobbyIcons';
export { CloudOffIcon, GlobeBlockedIcon, WrenchIcon } from './statusIcons';
