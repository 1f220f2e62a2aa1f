import { Svg, type IconProps } from '../ui/icons';

/** The player's icons, kept here so that only pages with a player download them. */
export function PlayIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M7 4.5v15l12-7.5z" />
    </Svg>
  );
}

export function PauseIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M7 4h3v16H7zM14 4h3v16h-3z" />
    </Svg>
  );
}

export function RewindIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5" />
    </Svg>
  );
}

export function ForwardIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
      <path d="M21 3v5h-5" />
    </Svg>
  );
}

export function VolumeIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M11 5 6 9H2v6h4l5 4z" />
      <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />
    </Svg>
  );
}

export function CaptionsIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M10 10.5a2 2 0 1 0 0 3M17 10.5a2 2 0 1 0 0 3" />
    </Svg>
  );
}

export function FullscreenIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M8 3H3v5M16 3h5v5M8 21H3v-5M16 21h5v-5" />
    </Svg>
  );
}
