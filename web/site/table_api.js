// The table's exported C functions (frontend/web_api.cpp) as a small object.
// Every call is synchronous; functions that can fail return '' or the reason.
export function tableApi(module) {
  const text = (name, ...args) => module.ccall(name, 'string', args.map(() => 'string'), args);
  return {
    recordJson: () => text('canasta_record_json'),
    state: () => JSON.parse(text('canasta_state_json') || '{}'),
    checkRecord: (json) => text('canasta_check_record', json),
    loadRecord: (json) => text('canasta_load_record', json),
    newGame: (setup) => text('canasta_new_game', JSON.stringify(setup)),
    loadPosition: (notation) => text('canasta_load_position', notation),
    loadReplay: (json) => text('canasta_load_replay', json),
    replayStep: (delta) => module.ccall('canasta_replay_step', 'number', ['number'], [delta]),
    setDemo: (on) => module.ccall('canasta_set_demo', null, ['number'], [on ? 1 : 0]),
    assetReady: (name, bytes) => {
      const pointer = module._malloc(bytes.length);
      module.HEAPU8.set(bytes, pointer);
      module.ccall('canasta_asset_ready', null, ['string', 'number', 'number'], [name, pointer, bytes.length]);
      module._free(pointer);
    },
  };
}
