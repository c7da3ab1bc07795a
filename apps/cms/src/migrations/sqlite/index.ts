import * as migration_20261121_215045_initial from './20261121_215045_initial';

export const migrations = [
  {
    up: migration_20261121_215045_initial.up,
    down: migration_20261121_215045_initial.down,
    name: '20261121_215045_initial'
  },
];
