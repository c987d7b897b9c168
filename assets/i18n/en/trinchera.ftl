# trinchera's words in English. Keys are grouped by where they are shown; the Spanish file
# (../es/trinchera.ftl) has the same keys in the same order. Arguments: $who, $target, $weapon,
# $enemy are labels and names as the scenario or ruleset writes them; numbers select plurals.

## Dice: why a die could not be rolled

dice-exhausted = the scripted dice ran out after { $used } { $used ->
        [one] roll
       *[other] rolls
    }: add more values to the record
dice-any-score = any score
dice-needs = needs { $needed }
dice-roll-by-hand = Roll a die for { $who }: { $purpose } ({ $needs }), and type it in
dice-share-both = both sides' shares
dice-share-other = the other side's share
dice-share-first = the first side's share
dice-share-second = the second side's share
dice-waiting-share = waiting for { $whose } of roll { $roll } ({ $who }: { $purpose }): a share is given once the order that needs it is fixed
dice-share-mismatch = roll { $roll } ({ $who }: { $purpose }) is recorded as { $recorded }, but its shares make { $made }

## Dice: what a die is rolled for

roll-action-points = action points
roll-move-first = who chooses to move first or second
roll-morale = { $test ->
        [unpinning] unpinning
        [rally] rally
       *[rout-test] rout test
    }{ $again ->
        [1] , second roll
       *[0] {""}
    }
roll-peninsular = peninsular officers, first time fired on
roll-tank-fright = tank fright ({ $attacks ->
        [0] { $hits } { $hits ->
            [one] hit
           *[other] hits
        }
       *[other] { $hits ->
            [0] { $attacks } { $attacks ->
                [one] close combat attack
               *[other] close combat attacks
            }
           *[other] { $hits } { $hits ->
                [one] hit
               *[other] hits
            }, { $attacks } { $attacks ->
                [one] close combat attack
               *[other] close combat attacks
            }
        }
    })
roll-to-hit = { $weapon } at { $target }, range { $range }": to hit
roll-knock-out = knock out ({ $hits } { $hits ->
        [one] hit
       *[other] hits
    }, best { $weapon })
roll-sortie = sortie
roll-anti-aircraft = anti-aircraft fire at { $aircraft }
roll-drift = drift
roll-drift-distance = drift distance
roll-drift-direction = drift direction
roll-bombard-to-hit = { $weapon } at { $target }{ $road ->
        [1] , road column
       *[0] {""}
    }{ $observed ->
        [0] , unobserved
       *[1] {""}
    }: to hit
roll-bombard-knock-out = knock out ({ $hits } { $hits ->
        [one] hit
       *[other] hits
    }, { $weapon })
roll-close-assault-on-tank = close assault on the tank { $tank }
roll-close-combat = close combat against { $enemy }

## Dice: what a die needs

need-at-least = { $n }+
need-more-than = more than { $n }
need-to-attack = { $n }+ to attack
need-protected = { $n }+ { $protection }
need-move-first = 1-3 the side with the initiative, 4-6 the other
need-morale = { $n }+ ({ $quality }{ $mods ->
        [0] {""}
       *[other] , { $why }
    })
need-to-beat = a higher score than { $enemy }{ $mods ->
        [0] {""}
       *[other] ; { $why }
    }
morale-modifier = { $by } { $what }
mod-crewed-weapon = crewed weapon
mod-headquarters = headquarters
mod-defending-fortifications = defending fortifications
mod-pinned = pinned
mod-buildings-or-trenches = in buildings or trenches
mod-tank-against-infantry = tank against infantry in the open
protection-armour = armour
protection-open = in the open
protection-soft-cover = in soft cover
protection-hard-cover = in hard cover
protection-trenches = in trenches
protection-pillbox = in a pillbox
feature-label = the { $kind } at ({ $x }", { $y }")
feature-label-named = { $name } ({ $kind })
sight-rule-hill = [INF] a hill blocks sight between two elements both lower than it
sight-rule-blocks = [INF] { $kind } block sight through them
sight-rule-smoke = [INF] smoke from a wreck blocks sight until the end of turn { $turn }
going-open = open
going-bad = bad
going-road = road

## Dice: what came of a die

out-ap = { $ap } AP
out-ap-tanks-run = { $ap } AP, and its tanks must move full speed straight ahead [SRC]
out-ap-tank-lost = { $ap } AP (a tank was lost: its tanks keep their heads [SRC])
out-chooses = the choice goes to { $side }
out-passes = passes
out-fails = fails
out-unpinned = unpinned
out-stays-pinned = stays pinned
out-may-reroll = fails — { $quality } may roll once more
out-peninsular-fails = fails — command element pinned, unit now { $quality }
out-officers-hold = the officers hold
out-frightened = frightened: it will retreat out of sight of all enemy, then be pinned
out-steady = steady
out-hit = hit
out-miss = miss
out-knocked-out = yes — knocked out
out-no = no
out-no-pinned = no — pinned
out-diverted = diverted
out-late = late: it comes next turn
out-attacks = attacks
out-driven-off = driven off
out-misses = misses
out-drifts = drifts
out-on-target = on target
out-inches = { $n }"
out-degrees = { $n }°
out-tank-knocked-out = the tank is knocked out
out-score = { $value } { $modifier } = { $score }

## Dice: the rule each die is rolled under

rule-action-points = [SRC] action points: 1 D6 per battalion, tank company and battery
rule-move-first = [SRC] engaged troops of the same quality: dice for the choice; [INF] which scores
rule-rout-test = [SRC] 50% and 20% rout test
rule-rally = [SRC] routed elements may rally once, as the unpinning test
rule-unpinning = [SRC] unpinning: pass on the quality table, militia re-roll 4-5 once
rule-peninsular = [SRC] peninsular officers: on 1-2 the command element is pinned and the unit reverts to militia
rule-tank-fright = [SRC] tank fright: a score equal to or less than the hits (close combat attacks counted) frightens it
rule-to-hit = [SRC] direct fire chart: { $weapon } hit on { $n }+
rule-knock-out = [SRC] direct fire chart: knock out by protection; one test a turn
rule-sortie = [INF] aircraft: 1-2 diverted, 3 arrives next turn, 4-6 attacks
rule-anti-aircraft = [INF] an anti-aircraft weapon in range drives the aircraft off on 5+
rule-drift = [INF] on a 1 the aim point drifts D6" in a random direction
rule-drift-distance = [INF] drift D6"
rule-drift-direction = [INF] drift direction: 1 up the table, each pip 60° clockwise
rule-bombard-to-hit = [INF] artillery and aircraft: one shot on the field-gun line, two in a road column, -1 unobserved
rule-bombard-knock-out = [SRC] direct fire chart, field-gun line: knock out by protection
rule-close-assault-on-tank = [INF] infantry knock out a tank on a 6 (5-6 for elite or dynamiteros)
rule-close-combat = [INF] close combat: opposed D6; the loser is pinned and falls back 1", knocked out if the winner scores double

## Shared dice: why a share or a secret given is refused
dice-share-no-side = there is no side { $side }: sides are 0 and 1
dice-share-another = side { $side } already gave another share for roll { $roll }
dice-share-out-of-order = side { $side }'s share for roll { $roll } comes out of order: the next is roll { $next }
dice-secret-mismatch = the secret revealed for side { $side } does not match its commitment { $commitment }
dice-not-shared = this game's dice are not shared between two players

## Dice log

who-engaged-troops = engaged troops
roll-line = T{ $turn } { $phase }: { $who } rolled { $value } for { $purpose }{ $has_needs ->
        [1] {" "}({ $needs })
       *[0] {""}
    }: { $outcome }{ $typed ->
        [1] {" "}(by hand)
       *[0] {""}
    }
panel-no-dice = No dice yet.
panel-die-in = { $line } — in, waiting for the next die
panel-die-so-far = { $who } rolled { $value } for { $purpose }: { $outcome }

## Phases

phase-action-points = action points
phase-movement = movement
phase-artillery = artillery and aircraft
phase-direct-fire = direct fire
phase-close-combat = close combat
phase-morale = morale
phase-unpinning = unpinning
phase-game-over = game over

## Panel

panel-new-game = New game or quick battle…
panel-new-game-tip = Carry on a saved game, start a shipped battle, or generate a new table; this game is saved and waits
panel-forces = Forces
panel-watching = Watching { $file }
panel-file = File: { $path }
panel-built-in-file = The built-in battle (a copy to edit: { $path })
panel-edit = Edit the scenario
panel-edit-tip = Open the scenario editor on { $path }
panel-edit-built-in = The built-in battle has no file: `trinchera edit scenarios/default.ron` edits a copy on disk
panel-edit-no-file = The built-in battle has no file to edit: play a scenario file
panel-edit-refused = The editor opens a file it can read whole; mend this in the text first: { $first }
panel-edit-opened = The editor opens on { $path }: save there and this table offers the change
panel-edit-failed = Could not start the editor: { $error }
panel-file-errors-game = The file has errors; the game goes on with its own version.
panel-file-errors-last-good = The file has errors; the panel shows the last good version.
panel-file-errors-none = The file has errors; fix and save it to see the table.
panel-file-changed = The file has a newer version. This game, and the table, keep the version the game began with.
panel-new-game-changed = New game on the changed file
panel-new-game-changed-tip = Saves this game where it is, and starts a new game on the file as it is now, saved under a new name
panel-battle-line = { $date }  ·  { $width }" x { $depth }" table  ·  { $turns } { $turns ->
        [one] turn
       *[other] turns
    }
panel-has-initiative = (has the initiative)
panel-terrain-legend = Terrain legend
panel-about-battle = About this battle
panel-help-view = Drag open table or WASD/arrows to pan · wheel or +/- to zoom · Home to fit
panel-help-select = Click a base for its card · shift-click or shift-drag to add · double-click for its unit
panel-help-move = Drag a base to move it · Space adds a waypoint · Q/E turn · F faces the cursor
panel-group = { $n } bases selected: a group. Dragging one moves them all for { $ap } AP: { $what }.
panel-not-group = { $n } bases selected, not a group: { $reason }. Dragging one moves each by the same way, 1 AP each.
panel-close-up = Close up on { $lead } ({ $ap } AP)
panel-close-up-tip = Move the others beside it, a quarter inch apart, so that they move as a group from now on
panel-cannot-close-up = Cannot close up: { $reason }
panel-not-your-move = Not your move now
panel-selected-reason = { $n } bases selected: { $reason }
panel-click-for-card = Click a base to see its card.
panel-clear-selection = Clear the selection
panel-element-link = { $kind } — click to select and look at it
panel-legend-line = { $label }: { $going } going, { $protection }{ $blocks ->
        [1] , blocks sight
       *[0] {""}
    }
panel-language-tip = The language of the window: English or Spanish

## The selected element's card

card-id = Id
card-type = Type
card-unit = Unit
card-brigade = Brigade
card-quality = Quality
card-faction = Faction
card-peninsular = { $faction } (peninsular army)
card-brigade-hq = brigade headquarters
card-commander = Commander
card-side = Side
card-move-title = Move
card-move = { $inches }"
card-move-road = { $inches }", { $road }" on road
card-no-weapons = No weapons.
card-weapons = Weapons (direct fire chart [SRC])
card-weapon = Weapon
card-range = Range
card-shots = Shots
card-to-hit = To hit
card-arc = Arc
card-turret = 360° (turret)
card-hq = HQ
card-status = Status
card-position = Position
card-position-value = ({ $x }, { $y }) facing { $facing }°
card-move-left = Move left
card-move-left-value = { $left }" of { $of }"
card-command = Command
card-out-of-command = out of command: +1 AP [INF]
card-unit-ap = Unit AP
card-unit-ap-value = { $left } of { $ap } left
status-pinned = pinned
status-good-order = in good order
status-arrives = arrives on turn { $turn }
status-awaiting = not on the table yet
status-carried = carried
status-knocked-out = knocked out
status-routed = routed to the rear

## Panel: the game

panel-by-hand = I roll my own dice
panel-by-hand-tip = The table asks you for each die instead of rolling it
panel-hotseat = Hotseat
panel-hotseat-tip = Ask the next player to take the seat between sides
panel-ruler = Ruler (M)
panel-ruler-tip = Drag from an element or a point to another: range, sight, odds
panel-ruler-drag = Drag on the table to measure.
panel-units = Units: strength and morale
panel-dice-log = Dice log ({ $n })
panel-refusing-rule-tip = The rule that refused the order: docs/record-format.md lists the common ones, src/rules/rule_id.rs all
panel-turn-of = Turn { $turn } of { $turns }
panel-battle-over = The battle is over: the turn limit has passed.
panel-side-phase = { $side }: { $phase } phase
panel-ap-left = AP left
panel-ap-left-tip = Action points left of those rolled, for orders this turn. Each base also has its own move for the turn: an AP does not give a base that has used its move any more inches.
panel-can-move = can move
panel-can-move-tip = Bases of the unit with some of this turn's move left: they, and only they, can still be moved with the AP left
panel-ap-of = of { $ap }
panel-can-move-no-ap = none (no AP)
panel-can-move-none = none
panel-set-down = Set { $cargo } down
panel-unhook = Unhook { $gun }
panel-mount-into = Climb into { $transport }
panel-limber-to = Hook to { $tow }
panel-transport-order = { $order } ({ $ap } AP)
panel-can-move-riding = { $n } riding, can get down
panel-can-move-all = all { $n }
panel-can-move-some = { $free } of { $n }
panel-end-phase = End phase ({ $side })
panel-end-phase-tip = This side has finished: the other side moves, or the turn goes on
panel-end-phase-unused = { $side }: { $ap } AP left to move with. End the movement?
panel-end-phase-yes = End it
panel-end-phase-no = Go on moving
panel-save = Save
panel-save-tip = Write the game record (Ctrl+S)
panel-replay = Replay
panel-replay-tip = Watch the game so far, order by order; the game waits here as it is
panel-undo = Undo
panel-undo-tip = Take back your last move (Ctrl+Z); not dice, nor the computer's orders
panel-undo-nothing = Nothing to take back since the last die roll or the computer's last order
panel-how-to-fire = Select an element of { $side }, hover an enemy for the odds, click to fire. Fire resolves when both sides have ended the phase.

## Panel: dice, the ruler, odds, units, the end

panel-declared = declared: { $shooter } at { $target } ({ $shots } { $shots ->
        [one] shot
       *[other] shots
    })
panel-your-die = Your die
panel-dice-in-so-far = Dice in so far (in the log, marked as in):
panel-type-die = Click the score, or type it with the keys 1 to 6.
panel-move-first-title = { $side }: move first or second?
panel-move-first = Troops are tactically engaged: the choice of moving first or second this turn is for { $side } [SRC]. Until it is made, the first move would go to { $first } [INF].
panel-moves-first = { $side } first
panel-moves-second = { $side } second ({ $other } first)
panel-take-seat = { $side }, take the seat
panel-look-away = Turn { $turn }, { $phase } phase. The other player looks away.
panel-i-play = I play { $side }
ruler-range = { $range }" edge to edge
ruler-sight-clear = line of sight clear
ruler-blocked = blocked by { $what } — { $rule }
ruler-protection = target protection: { $protection }
odds-heading = { $shooter } at { $target }: { $range }", { $protection }
odds-weapon-shots = { $weapon } ({ $shots } { $shots ->
        [one] shot
       *[other] shots
    })
odds-click-to-fire = click to fire { $weapons }
odds-click-to-fire-all = click to fire all { $n } weapons: { $weapons }
odds-out-of-range = out of range
odds-inside-minimum = inside minimum range
odds-out-of-arc = out of arc
odds-line = { $weapon } ×{ $shots }: hit { $hit }%, knock out { $knock_out }%{ $needs ->
        [0] {" "}(cannot)
       *[other] {" "}({ $needs }+)
    }, pin { $pin }% per shot{ $problems ->
        [0] {""}
       *[other] {" "}— { $why }
    }
units-strength = { $percent }% ({ $left } of { $of })
units-strength-tip = Strength: elements left of those it began with
units-to-the-rear = { $n } to the rear
condition-fresh = fresh
condition-below-half = below 50%
condition-exhausted = exhausted
condition-defeated = defeated
condition-destroyed = destroyed
end-win = Victory for { $side }
end-draw = A draw
end-knocked-out = Knocked out
end-routed = Routed
end-objective = { $objective } (for { $side }): { $held }
end-held-by-nobody = held by nobody
end-held-by = held by { $side }
end-record-saved = The record is saved; `trinchera run` replays it.
end-look-at-table = Look at the table

## Summaries of what the dice did

summary-more = { $title } — { $n } more to read
summary-computers = The computer's; it closes by itself.
summary-why = Why ({ $n } { $n ->
        [one] event
       *[other] events
    })
summary-next = Next (Enter)
summary-close = Close (Enter)
summary-close-all = Close all

## The first screen

first-tagline = Spanish Civil War battles, the rules played for you and every die shown.
first-carry-on = Carry on the saved game: { $title }, turn { $turn }, { $phase } phase
first-carry-on-tip = { $path } ({ $orders } orders)
first-saved-at = , saved { $date }
first-other-saved = Other saved games ({ $n })
first-other-game = { $title }: turn { $turn }, { $phase } phase{ $when }
first-new-game = A new game
first-new-built-in = New game on the built-in battle
first-new-built-in-tip = The learning battle; a saved game of it is kept, never written over
first-or-scenarios = Or one of the battles in scenarios/:
first-new-on-tip = A new game on { $path }; its saved games are kept
first-who-plays-next = Who plays each side is asked next. `trinchera play FILE` opens a battle directly.
first-back = Back to the game
first-back-tip = The game in progress goes on as it was
first-quick = Quick battle
first-table = Table
first-small = small 48"x32"
first-medium = medium 60"x40"
first-large = large 72"x48"
first-year = Year
first-any-year = any
first-quick-button = Quick battle: a new table
first-quick-tip = A battle generated for this game (terrain, two sides of the year, objectives), saved in quick-battles/ so it can be played again or edited

## Artillery and aircraft in the panel

support-heading = Artillery and aircraft [INF]
support-on-table = on the table: { $element }
support-off-table = off table
support-battery = { $battery } ({ $place }){ $fired ->
        [1] : fired
       *[0] {""}
    }
support-battery-tip = Fire once this turn at a point an HQ or observer of your side sees: a 4" x 2" zone, one shot on the field-gun line at every element under it [INF]
support-air-strike = Air strike ({ $left } { $left ->
        [one] sortie
       *[other] sorties
    } left)
support-air-strike-tip = A D6: 1-2 diverted, 3 comes next turn, 4-6 attacks; enemy AA in range drives it off on 5+; on a 1 the bombs drift D6" [INF]
support-aiming = Click the table to fire there; Esc or a right click to stop aiming.
support-spotted-by = Spotted by { $spotter }
support-nothing-under = Nothing under the zone
support-road-column = { $shots } shots, road column
support-unobserved = unobserved
support-target = { $label } ({ $side }): hit { $to_hit }+ ({ $hit }%), { $needs ->
        [0] cannot knock out
       *[other] KO { $needs }+
    } ({ $knock_out }%){ $problems ->
        [0] {""}
       *[other] {" "}· { $why }
    }

## The replay's timeline

replay-to-start = |<
replay-to-start-tip = The start
replay-turn-back = << turn
replay-turn-back-tip = Back to the start of the turn (Page Up)
replay-phase-back = < phase
replay-phase-back-tip = Back to the start of the phase, each side's part of it ([)
replay-order-back = < order
replay-order-back-tip = One order back (,)
replay-order-forward = order >
replay-order-forward-tip = One order forward (.)
replay-phase-forward = phase >
replay-phase-forward-tip = To the next phase (])
replay-turn-forward = turn >>
replay-turn-forward-tip = To the next turn (Page Down)
replay-to-end = >|
replay-to-end-tip = The end
replay-pause = Pause
replay-play = Play
replay-space = Space
replay-speed = { $n ->
    [one] { $n } order/s
   *[other] { $n } orders/s
}
replay-play-from-here = Play from here
replay-play-from-here-tip = A new game going on from this point, saved under a new name
replay-back-tip = The game in progress, as you left it
replay-orders = orders
replay-where-over = Turn { $turn } · game over
replay-where = Turn { $turn } · { $phase } · { $side }
replay-at-start = { $place } · the start, { $n } orders to come
replay-at-order = { $place } · order { $n } of { $total }: { $order } — { $outcome }
replay-accepted = accepted
replay-rejected = rejected [{ $rule }]: { $reason }

## `trinchera run`: the report of a record

report-orders = Orders:
report-order-rejected = { $index }. { $order } — REJECTED ({ $rule }): { $reason }
report-order-accepted = { $index }. { $order } — accepted
report-dice = Dice:
report-roll = turn { $turn } { $phase }: { $who } rolls { $value } for { $purpose }{ $has_needs ->
        [1] {" "}({ $needs })
       *[0] {""}
    }: { $outcome } { $rule }{ $typed ->
        [1] {" "}(rolled by hand)
       *[0] {""}
    }
report-events = Events:
report-event = turn { $turn } { $phase }: { $text }
report-state = State: turn { $turn }, { $phase } phase, { $side } to act
report-units = Units:
report-unit = { $ap } AP rolled, { $left } left; strength { $strength }%, { $state }
report-elements = Elements:
report-element = ({ $x }, { $y }) facing { $facing }  { $status }{ $pinned ->
        [1] , pinned
       *[0] {""}
    }
report-result = Result: { $who } — { $reason }
report-draw = a draw
report-win = victory for { $side }
report-goes-on = Result: the battle goes on

## Who plays, and the computer in the panel

seats-title = Who plays each side?
seats-people = Two people at one screen (hotseat), or one playing both sides.
seats-levels-hint = Give a side to the computer, and what its level weighs and how strong it measured show here.
seats-computer-both = The computer plays both sides: watch.
seats-against-computer = You play against the computer.
seats-play = Play
seats-play-tip = Who plays is kept with the saved game
seats-a-person = a person
seats-the-computer = the computer
level-naive = naive: every element heads for the nearest enemy and fires at the nearest target; a yardstick, not an opponent.
level-scripted = scripted: the rules every computer level starts from, element by element (advance by bounds from cover to cover, hold ground with a shot, fire at the target likeliest to be knocked out); it looks ahead at nothing.
level-easy = easy: the script, with each unit weighing whether to keep to it or to hold and fire, a look-ahead of one turn under one dice stream.
level-normal = normal: each unit's behaviour for the turn (by bounds, press on, hold, close, fall back) chosen by looking ahead under 8 dice streams, and the plan checked against 12 battles played to the end.
level-hard = hard: as normal with twice the dice streams, two rounds over the units and 24 battles to the end: about three times the thinking.
level-bold = bold: the same level, valuing ground gained toward the objectives more.
level-cautious = cautious: the same level, valuing its own troops more.
level-measured = Measured against { $against } over 50 generated battles it was never tuned on: { $score }% of { $games } games (95% interval { $low }–{ $high }%), a draw counting half.
computer-replay = Replay: the game as it stood at the point the timeline shows. Play from here goes on from it as a new game.
computer-play-against = Play against the computer…
computer-play-against-tip = Choose who plays each side: a person, or the computer at a level
computer-skipping = Skipping to the end of its phase…
computer-skip = Skip to end of its phase
computer-skip-tip = Its orders this phase go at once, without pauses; summaries that hit your troops wait for you
computer-its-last-order = Its last order ({ $side }): { $order }
computer-why = Why?
computer-why-tip = What the computer weighed for its recent decisions
computer-who-plays = Who plays…
computer-who-plays-tip = A person or the computer, for each side
computer-plays-both = The computer plays both sides: { $first } ({ $a }) and { $second } ({ $b }).
computer-you-play = You play { $you }; the computer ({ $level }) plays { $it }.
computer-people-both = People play both sides.
computer-thinking = { $side } thinking… { $seconds } s
computer-waits-move-first = The computer ({ $side }) waits for you to choose who moves first
computer-waits-summary = The computer ({ $side }) waits while you read what happened (Enter)
computer-to-play = { $side } to play
computer-last = Last: { $order }
computer-thought = T{ $turn } { $phase } · { $side }: { $choice }
computer-scores = scores: { $measure }
computer-candidate-chosen = { $candidate } (chosen)
computer-nothing-yet = Nothing decided yet.
computer-no-reasons = No reasons given by this player.

## Events: what happened apart from dice (the dice log, the summaries, `run`)

ev-rout-test = { $unit } takes a rout test: it { $why } [SRC]
ev-rout-test-no-dice = { $unit } takes a rout test: it { $why }; it has no unpinned element left to roll a die [SRC]
ev-why-lost-this-turn = lost { $n } of { $of } elements this turn ({ $share } or more)
ev-why-fell-below = fell below { $half } strength ({ $now })
ev-why-lost-more-below = lost more while below { $half } ({ $now })
ev-routs = { $who } routs to the rear, to ({ $x }, { $y }) [SRC]
ev-rallies = { $who } rallies and joins { $unit } [SRC]
ev-rallies-alone = { $who } rallies and joins no unit [SRC]
ev-brigade-exhausted = { $brigade } is exhausted: only one battalion is left above { $half } and it will advance no further [SRC]
ev-brigade-defeated = { $brigade } is defeated: all its battalions are below { $half }; it retires [SRC]
ev-brigade-fresh = { $brigade } is fresh again
ev-retires = { $who } retires { $went }", stopped by { $stop }: its brigade is defeated [SRC]
ev-officers-fail = { $unit }'s officers fail: { $who } is pinned and the unit is now { $quality } [SRC]
ev-unpinned = { $who } is no longer pinned [SRC]
ev-arrives = { $unit } arrives on the table
ev-tank-runs = { $who } runs { $went }" straight ahead to ({ $x }, { $y }), stopped by { $stop }: its unit rolled a 1 for action points [SRC]
ev-phase-ended = end of the { $phase } phase of { $side }
ev-battle-ends = the battle ends: { $reason }
ev-turn-limit = the turn limit of { $turns } is reached: the battle ends
ev-engaged = troops are tactically engaged (within { $within }" and in sight of an enemy [INF]): { $first } { $first_troops }, { $second } { $second_troops }
ev-engaged-better = { $engaged }; the majority of higher-quality troops, and with it the choice of moving first or second, is with { $side } [SRC]
ev-engaged-same = { $engaged }; the same quality on both sides: the die gives { $side } the choice to move first or second [SRC]
ev-moves-first-unless = until the choice of { $decider } is made, before anyone moves, the first move goes to { $first } [INF]
ev-chooses-order = the choice of { $side }: to move { $order ->
        [first] first
       *[second] second
    }; the first move goes to { $mover } [SRC]
ev-battery-fires = { $battery } fires at ({ $x }, { $y }), spotted by { $spotter } [INF]
ev-aircraft-bombs = { $who } bombs ({ $x }, { $y }) [INF]
ev-support-hits = { $who } hits { $target } [INF]
ev-pinned = { $who } is pinned [SRC]
ev-fire-hits = { $who } hits { $target } { $times ->
        [1] once
        [2] twice
       *[other] { $times } times
    } with { $weapon } [SRC]
ev-pin-hit = { $who } { $why } — { $armoured ->
        [yes] tanks are never pinned; the hits count for its fright test [SRC]
       *[no] pinned [SRC]
    }
ev-why-hit-again = was hit again but tests for knockout once a turn [SRC]
ev-why-cannot-knock-out = was hit by weapons that cannot knock it out here ("–" on the chart)
ev-not-knocked-out = { $who } is not knocked out but pinned [SRC]
ev-knocked-out = { $who } is knocked out [SRC]
ev-animosity = { $unit } ({ $faction }) and { $rival } ({ $rival_faction }) will not fight together [SRC animosity]: { $unit } has more elements in rifle range ({ $mine } to { $theirs }) and is dominant; { $rival } calls off its attack
ev-closes-with-tank = { $who } closes with { $tank }: the attack counts for its fright test after all combat [SRC]
ev-knocks-out-tank = { $who } knocks out the tank { $tank } in close combat [INF]
ev-standstill = { $who } and { $enemy } fight to a standstill ({ $score } each) [INF]
ev-close-combat-knocks-out = { $who } wins the close combat { $won } to { $lost }, { $ratio ->
        [2] double
       *[other] { $ratio } times
    }: { $loser } is knocked out [INF]
ev-close-combat-falls-back = { $who } wins the close combat { $won } to { $lost }: { $loser } is pinned and falls back { $inches }" [INF]
ev-frightened = { $who } is frightened: it will retreat at its next move [SRC]
ev-frightened-drives-off = { $who } is frightened: it retreats { $went }" to the table edge, still in sight of the enemy, and drives off the table [SRC retreat; INF morale.frightened_leave_table]
ev-frightened-retreats = { $who } is frightened: it retreats { $went }" away from the enemy, { $stop ->
        [out-of-sight] out of sight of all enemy [SRC]
        [table-edge] to the table edge, still in sight, and stops there [INF morale.frightened_leave_table]
       *[blocked] until the way is blocked, still in sight [INF]
    }, and is pinned until it passes an unpinning test [SRC]

## What stopped a move nobody ordered

stop-table-edge = the table edge
stop-feature = { $feature }
stop-element = { $who } ({ $id })
stop-far-side = the far side of the table
stop-bad-going-closed = bad going closed to it [SRC]
stop-feature-closed = { $feature }, closed to it [SRC]
stop-whole-turn-to-cross = { $obstacle }, a whole turn to cross [SRC]
stop-half-move-to-cross = { $obstacle }, half a move to cross [SRC]
stop-full-move-bad-going = its full move, at half speed in bad going [INF]
stop-full-move = its full move

## How the battle ended

result-defeated = { $brigades } defeated: a defeated brigade loses its side the battle [INF]
result-both-defeated = both sides have a defeated brigade: a draw [INF]
result-objective-held = { $objective }: held by { $side }
result-objective-free = { $objective }: held by nobody
result-turn-limit = the turn limit: objectives { $first } { $score_first } – { $score_second } { $second } ({ $objectives }) [INF]

## Joints of lists

join-and = { " and " }
join-semicolon = { "; " }
join-comma = { ", " }

## Summaries: what a step did, in short lines

sum-title = Turn { $turn }: { $phase }
sum-hits = { $n ->
        [0] No hits
        [1] 1 hit
       *[other] { $n } hits
    }
sum-hit = {"  "}{ $who } hit { $target }{ $times ->
        [1] {""}
       *[other] {" "}×{ $times }
    }
sum-shells = Shells or bombs
sum-element = element { $n }
sum-knocked-out = Knocked out
sum-pinned = Pinned
sum-frightened = Frightened
sum-routed = Routed
sum-unpinned = No longer pinned
sum-rallied = Rallied
sum-arrived = Arrived
sum-forced = Moved by the rules
sum-forced-who = { $who } { $inches }"
sum-befell = { $heading }: { $who }
sum-nothing-changed = { $dice ->
        [1] Nothing changed (1 die)
       *[other] Nothing changed ({ $dice } dice)
    }

## Refusals: why an order was refused (the panel, the move preview, the command line)

rej-animosity = { $unit } ({ $faction }) and { $rival } ({ $rival_faction }) will not { $what ->
        [fire] fire at
       *[close] close combat
    } the same target [SRC animosity]; { $why }
rej-animosity-in = { $unit } ({ $faction }) and { $rival } ({ $rival_faction }) will not { $what ->
        [fire] fire at
       *[close] close combat
    } the same target in { $feature } [SRC animosity]; { $why }
rej-why-assaulted = { $rival } has already assaulted it and is the attacker [INF morale.animosity_dominance]
rej-why-dominant = { $rival } has as many or more elements in rifle range ({ $theirs } to { $mine }) and is dominant
rej-wrong-phase = close combat begins by moving into contact in the movement phase [INF]
rej-not-an-enemy = { $who } is not an enemy on the table
rej-below-half-strength = { $name } is below { $half_strength }% strength and will not voluntarily enter close combat [SRC]
rej-engaged-choice = the choice of moving first or second is for { $side } [SRC]; nobody moves until it is made [INF movement.engaged_choice]
rej-unknown-side = there is no side `{ $side_id }` in this battle
rej-wrong-phase-2 = the order of moving is chosen at the start of the movement phase [SRC]
rej-engaged-choice-2 = no choice of who moves first is open: troops are not tactically engaged this turn, or the movement has begun [SRC]
rej-engaged-choice-3 = the choice of moving first or second is for { $side }, not { $side2 } [SRC]
rej-wrong-phase-3 = fire is declared in the direct fire phase; this is the { $phase } phase [SRC]
rej-not-your-turn = it is the direct fire of { $side }: { $who } belongs to { $side2 }
rej-not-on-table = { $who } is not on the table
rej-pinned = { $who } is pinned: pinned troops may not fire [SRC]
rej-not-an-enemy-2 = { $who } is on the same side
rej-moved-do-not-fire = { $who } moved this turn: only elements that have not moved fire, apart from vehicle weapons [SRC]
rej-no-line-of-sight = { $who } cannot see { $other }: blocked by { $what } { $rule }
rej-unknown-weapon = { $who } has no weapon { $weapon }
rej-no-weapon = { $who } has no weapon at all
rej-shots = { $who } has { $left } { $left ->
        [one] shot
       *[other] shots
    } left with { $weapon }
rej-fired-all = { $who } has fired all its { $weapon } shots this turn [SRC]
rej-out-of-range = { $target } is { $range }" away: out of range of { $weapon } [SRC direct fire chart]
rej-inside-min-range = { $target } is { $range }" away: inside the minimum range of { $weapon } [SRC direct fire chart]
rej-out-of-arc = { $target } is outside the arc of { $weapon } [SRC: crewed weapons and tanks fire 60° to the front, rifles and LMG 180°]
rej-column-lead = { $who } is not the lead tank of its column: only the lead tank fires in the frontal arc [SRC]
rej-extra-shots = extra shots go at the same target or an element adjacent to it: { $target } is not beside { $other } [SRC]
rej-unknown-element = there is no element `{ $id }` in this battle
rej-game-halted = the game cannot go on: { $h }
rej-game-over = the battle is over: the turn limit of { $turns } has passed
rej-dice-shared-not-by-hand = the dice of this game are made by both sides together, from their shares: none is typed in by hand
rej-not-a-die = a D6 shows 1 to 6, not { $v }
rej-unknown-name = the scenario names the { $what ->
        [unit-kind] unit kind
        [quality] quality
        [faction] faction
       *[element-type] element type
    } `{ $name }`, which this ruleset does not define
rej-wrong-phase-4 = elements move only in the movement phase; this is the { $phase } phase [SRC]
rej-not-your-turn-2 = it is the movement of { $side }: { $who } belongs to { $side2 } [SRC: the side with the initiative moves first, then the other]
rej-not-on-table-2 = { $who } has not arrived yet
rej-carried = { $who } is carried: dismount or unlimber it first [SRC]
rej-not-on-table-3 = { $who } has been knocked out
rej-routed = { $who } has routed to the rear [SRC]
rej-pinned-2 = { $who } is pinned: pinned elements do not move [SRC]
rej-brigade-defeated = { $who }'s brigade is defeated: its battalions retire by the rules, not by orders [SRC]
rej-off-table = ({ $x }, { $y }) is off the table: nothing leaves the table [SRC]
rej-bad-going = { $who } may not enter { $label }: only infantry and non-wheeled support weapons can enter bad going [SRC]
rej-bad-going-2 = { $who } may not enter { $label } [SRC: bad going: only infantry and non-wheeled support weapons can enter]
rej-interpenetration = { $who } would pass through { $other }: vehicles do not interpenetrate [SRC]
rej-interpenetration-2 = { $who } would pass through the vehicle { $other }: troops pass through troops, not vehicles [SRC]
rej-brigade-exhausted = { $who }'s brigade is exhausted: it advances no further, and this move goes toward the enemy [SRC]
rej-off-table-2 = { $who }'s base would hang off the table edge: nothing leaves the table [SRC]
rej-stacking = { $who } would end its move on top of { $other } [INF: bases may pass through troops but not stop on them]
rej-move-distance = { $who } cannot move
rej-whole-turn-obstacle = crossing { $obstacle } takes a whole turn [SRC]: { $who } has already moved this turn
rej-whole-turn-obstacle-2 = crossing { $obstacle } takes a whole turn [SRC]: the crossing move may be at most { $cap }" ({ $across }" across it, the { $depth }" base and { $whole_turn_margin }" more [INF]), this path is { $length }"
rej-too-far = { $who } has { $left }" of its { $full_move }" move left; this path uses { $used }", { $over }" too far [SRC movement distances]
rej-too-far-why = { $who } has { $left }" of its { $full_move }" move left [SRC movement distances]; this path uses { $used }", { $over }" too far: { $why }
far-road = { $inches }" on road at road speed [INF pro rata]
far-bad-going = { $inches }" in bad going at half speed [INF]
far-obstacles = { $n } { $n ->
        [one] obstacle
       *[other] obstacles
    } at half a move each [SRC]
rej-brigade-hq-moves-once = { $who } has already moved this turn: a brigade HQ moves once a turn [INF]
# The tag is the cost's own ({ $why } says "1 to move one element [SRC]"): not a second one here.
rej-action-points = { $name } has { $ap_left } AP left; this costs { $points } ({ $why })
cost-base = { $n } to { $what }
cost-out-of-command = { $n } because { $who } is more than { $radius }" from its HQ [INF]
cost-turn-in-place = turning in place is not a move [INF]
act-move-one = move one element [SRC]
act-move-group = move a group [SRC]
act-move-column = move a column [SRC]
act-move-tank-group = move a group of tanks [SRC]
act-change-formation = change formation [SRC]
act-move-into-contact = move into contact [INF]
act-transport = { $verb } [SRC]
act-transport-group = { $verb } a group [SRC]
verb-transport = { $verb ->
        [mount] mount
        [dismount] dismount
        [limber] limber
       *[unlimber] unlimber
    }
rej-no-change = { $who } is already there, facing that way
rej-malformed-order = a group needs at least one element
rej-malformed-order-2 = { $id } is listed twice
rej-group = { $who } is not of the same unit as { $other }: a group is elements of one unit [INF]
rej-group-2 = these elements are not a group: each must be within { $group_radius }" of another [INF]
rej-group-3 = troops and vehicles do not move as one group: mount the troops first [INF]
rej-column = trucks cost one point each to move unless in column, no more than { $column_gap }" apart [SRC]
rej-tank-group = { $who } and { $other } cannot see each other past { $what }: a group of tanks must all be visible to each other [SRC]
rej-malformed-order-3 = { $members } elements but { $places } places: give one place (x, y, facing) per element
rej-formation = formation changes are for troops; vehicles form columns [INF]
rej-formation-2 = only a group changes formation [SRC]
rej-formation-3 = the new formation is not a group: each element must be within { $group_radius }" of another [INF]
rej-unknown-unit = there is no unit `{ $id }` in this battle
rej-unknown-side-2 = battery `{ $id }` names no side of this battle
rej-unknown-name-2 = battery `{ $id }`: unknown faction `{ $faction }`
rej-unknown-battery = there is no battery `{ $id }` in this battle
rej-battery-cannot-fire = { $name } has fired this turn: a battery fires once a turn [INF]
rej-battery-cannot-fire-2 = { $name }: its gun { $who } { $why ->
        [pinned] is pinned
        [absent] has not arrived
        [limbered] is limbered
        [knocked-out] is knocked out
       *[routed] has routed
    } [INF]
rej-aim-off-table = ({ $x }, { $y }) is off the table
rej-wrong-phase-5 = artillery and aircraft act in the artillery phase; this is the { $phase } phase
rej-not-your-turn-3 = it is the artillery phase of { $side }
rej-no-spotter = no spotter of { $side } sees ({ $x }, { $y }): a battery fires at a point an HQ or observer of its side (not of a faction it will not support) can see [INF]
rej-animosity-2 = { $name } ({ $faction }) will not support { $name2 } ({ $faction2 }): its zone falls on { $who }, which { $name3 } assaulted this turn [SRC animosity: no artillery support]
rej-no-sortie = no sortie is left to { $side } this turn [INF]
rej-not-an-enemy-3 = { $who } is the enemy's
rej-cargo = { $who } cannot { $verb } [SRC]
rej-cargo-2 = { $who } cannot carry { $cargo ->
        [troops] troops
       *[guns] guns
    } [INF]
rej-cargo-3 = { $who } already carries { $other } [INF: one element of each kind]
rej-adjacent = { $who } is { $gap }" from { $other }: it must be adjacent (within { $adjacent }") to { $verb } [SRC]
rej-not-carried = { $who } is not carried
rej-no-room = { $who } has no room behind { $other }: blocked by { $why }
rej-transport-movement = { $who } can only mount, dismount, limber or unlimber in its own side's movement [SRC]
rej-pinned-3 = { $who } is pinned and cannot move [SRC]
rej-malformed-order-4 = name at least one element
rej-cargo-4 = { $who } carries one element of troops [INF]
rej-cargo-5 = { $who } is a gun: unlimber it [SRC]
rej-cargo-6 = { $who } is not a gun: dismount it [SRC]
rej-malformed-order-5 = { $who } is named twice
rej-adjacent-2 = these elements are not adjacent: only elements within { $adj }" of each other { $verb } as a group [SRC]
rej-malformed-order-6 = name at least one element and its transport
rej-cargo-7 = { $who } is named twice: each transport takes one element of each kind [INF]
rej-not-your-turn-4 = it is the { $phase } phase of { $side }: { $side2 } cannot end it

## Refusals of network play

net-host-refused = the host refused it ({ $rule }): { $reason }
net-host-said = { $reason }
net-battle-on-its-way = the game has not begun: the host's battle is still on its way
net-spectator-no-orders = a spectator gives no orders
net-begins-on-join = the game begins when the other player joins with the code
net-start-dice-not-in = the game has not begun: its start's dice are not in yet
net-cannot-choose-for = { $side } cannot choose for { $other } who moves first
net-does-not-choose-now = the choice of who moves first is not for { $side } now
net-not-its-order = { $side } gave an order while it is { $active }'s to give
net-no-more-orders = no order goes to the host any more: { $why }
net-game-over = the game is over
preview-not-one-by-one = { $why }; one by one they cannot move either: { $reason }

## The table's notices (the panel's line under the game)

note-file-changed = The scenario file changed: the game in progress keeps the version it began with.
note-cannot-save-in-progress = Cannot save the game in progress to { $path }: { $error }. No new game was started.
note-new-game-on-changed-file = New game on the changed file: it is saved to { $path }. The game before it is in { $old }.
note-cannot-start = The game cannot start: { $error }
note-autosave-failed = autosave to { $path } failed: { $error }
note-replay-not-saved = A replay is not saved: Play from here saves a new game going on from the point shown.
note-saved = Saved { $path }
note-cannot-save = Cannot save { $path }: { $error }
note-undo-asked = Asked the other player to take back your last order: waiting for their answer
note-undone = Undone: { $order }
note-undo-not-asked = Cannot ask to take back your last order: { $why }
note-undo-watching = You are watching: you have no orders to take back
undo-nothing = nothing to undo
undo-dice-rolled = the last order rolled dice or ended the phase: it cannot be undone
undo-computers-order = the last order was the computer's: undo takes back only your own orders
note-undone-both = The last order was taken back on both machines.
note-cannot-open-replay = Cannot open the replay: { $error }
note-goes-on-from = A new game goes on from order { $from }: it is saved to { $path }; { $kept } is kept as it was.
note-goes-on-from-game = A new game goes on from order { $from }: it is saved to { $path }; the game before is kept as it was.
note-no-computer-player = There is no computer player `{ $name }` ({ $known }): a person plays side { $side }.
note-computer-failed = The computer playing { $side } failed while thinking; it ends its phase.
note-computer-roll = The computer's roll, for { $side }: { $reason }
note-computer-could-not-end = The computer could not end the { $phase } phase of { $side } ({ $reason }): you play { $side } now.
note-let-go-off-table = Let go off the table: the move was not given.
note-not-moved = Not moved: { $why }

## Why the person may not give these orders now

not-yours-choose-game = choose a game first
not-yours-replay = this is a replay: Play from here goes on from it
not-yours-computer = the computer plays { $side }
not-yours-choose-seats = choose who plays each side first
not-yours-seat = waiting for the next player to take the seat

## The move preview

preview-one-by-one = { $n } bases one by one, { $ap } · { $why }
preview-ap = { $spent } AP ({ $left } left)
preview-used-left = { $used }" used, { $left }" left · { $ap }
preview-close-with = close with { $target } · { $ap } · fought in the close combat phase
preview-group = { $n } elements as a group · { $ap }
preview-leaves-command-one = leaves its HQ's range: out of command: +1 AP an order from then on [INF]
preview-leaves-command = { $who } leave their HQ's range: out of command: +1 AP an order from then on [INF]
preview-fire-given-up = moving gives up this turn's fire{ $tag }
preview-fire-given-up-some = moving gives up this turn's fire for { $who } (vehicles still fire){ $tag }

## Orders in words for people

order-moves-to = { $who } moves to ({ $x }, { $y })
order-move-together = { $who } move together by ({ $x }, { $y })
order-closes-with = { $who } closes with { $target }
order-fires-at = { $who } fires at { $target }
order-battery-fires = { $battery } fires at ({ $x }, { $y })
order-air-strike = an air strike at ({ $x }, { $y })
order-air-strike-diverted = an air strike aimed at ({ $x }, { $y }): diverted, it dropped nothing [INF]
order-air-strike-next-turn = an air strike aimed at ({ $x }, { $y }): late, it comes next turn [INF]
order-air-strike-driven-off = an air strike aimed at ({ $x }, { $y }): driven off by anti-aircraft fire [INF]
order-air-strike-drifted = an air strike aimed at ({ $x }, { $y }): it drifted and bombed ({ $to_x }, { $to_y }) [INF]
order-ends-phase = ends its phase
order-dice-back = hands the dice back to the table

## Orders in words for the command line (elements by id; `verify`, the network's lines, records)
order-id-move = move { $element } to ({ $x }, { $y })
order-id-move-group = move { $elements } by ({ $x }, { $y })
order-id-formation = change formation of { $elements }
order-id-mount = mount { $elements } into { $into }
order-id-dismount = dismount { $elements }
order-id-limber = limber { $gun } to { $to }
order-id-unlimber = unlimber { $gun }
order-id-mount-group = mount { $pairs }
order-id-limber-group = limber { $pairs }
order-id-pair-into = { $a } into { $b }
order-id-pair-to = { $a } to { $b }
order-id-moves-first = { $side } to move first
order-id-moves-second = { $side } to move second
order-id-bombard = { $battery } fires at ({ $x }, { $y })
order-id-air-strike = { $side } air strike at ({ $x }, { $y })
order-id-end-phase = end the phase of { $side }
order-id-dice-typed = dice typed in: { $dice }
order-id-players-roll = the players roll their own dice
order-id-game-rolls = the game rolls the dice

## Labels on the table

label-objective = Objective: { $name } ({ $holder })

## The network window

net-window = Network game
net-side = side { $n }
net-undo-asked = a request from { $side } to take back their last order: { $order }
net-accept = Accept
net-refuse = Refuse
net-hosting = Hosting. The other player joins with:
net-copy-code = Copy the join code
net-copy-code-tip = trinchera join CODE on the other machine
net-other-here = The other player is here: { $side }
net-other-gone = The other player ({ $side }) is not connected: the game waits for them to join again with the code
net-waiting-other = Waiting for the other player, who will play { $side }
net-spectators = { $n } { $n ->
        [one] spectator
       *[other] spectators
    }
net-joined = Joined: you play { $side }
net-joined-spectator = Joined as a spectator
net-joining = Joining
net-table-stays-open = The table stays open for looking: select bases, read the cards and the dice log.
net-connecting = Connecting to the host…
net-connected = Connected to the host
net-latency = Latency: { $ms } ms (round trip)
net-begins-when-joined = The game begins when both sides have joined.
net-first-dice = Rolling the battle's first dice with the other side…
net-over = The game is over.
net-waiting-share = Waiting for the other side's share of the dice…
net-your-move = Your move ({ $side }).
net-move-away = { $side } to move: waiting for the other player to come back.
net-other-move = The other player's move ({ $side }).
net-move-of = { $side } to move.
net-chat = Chat
net-spectators-read = Spectators read the chat.
net-say-something = Say something
net-send = Send

## The balance section of the panel (computer against computer on the scenario)

bal-no-report = the games stopped without a report
bal-header = Balance
bal-against = against
bal-running = { $a } against { $b } on { $file }
bal-progress = { $done }/{ $n } games
bal-stop = Stop
bal-stop-tip = Play no more games; the report counts those already played
bal-gone = { $gone } gone
bal-gone-stopping = { $gone } gone, stopping after the games under way
bal-gone-left = { $gone } gone, about { $left } left
bal-intro = Two computer players on { $file }, each playing each side in half the games.
bal-slow-debug = easy, normal and hard think about every turn: seconds a game, and far slower in this debug build.
bal-slow = easy, normal and hard think about every turn: seconds a game.
bal-games = Games
bal-run = Run
bal-run-tip = Plays the scenario file as it is saved now, in the background
bal-cannot-write = error: cannot write the built-in battle to { $path }: { $error }
bal-wins = { $side }: wins
bal-draws = Draws
bal-k-of-n = { $k } of { $n }
bal-interval = [ ]: 95% Wilson interval, the share's likely range.
bal-totals = { $n } games in { $seconds } s, { $turns } turns a game
bal-totals-stopped = { $n } games (stopped: { $played } of { $asked } played) in { $seconds } s, { $turns } turns a game
bal-failed = { $n } { $n ->
        [one] game
       *[other] games
    } did not finish and are not counted
bal-player = player
bal-wins-column = wins
bal-wins-as-tip = Its wins in the games it played as { $side }
bal-refused = refused
bal-refused-tip = Orders the rules refused, of those it gave
bal-idle-fire = idle fire
bal-idle-fire-tip = Fire phases in which it fired at nothing although it had a shot of 1/3 to hit
bal-a-turn = a turn
bal-a-turn-tip = Time it took to choose a turn's orders: the median turn
bal-worst = worst
bal-worst-tip = ... and the slowest turn
bal-details = { $slot } ({ $player }) in { $n } games: won { $won }, drew { $drew }, lost { $lost }
bal-details-as = as { $side }: won { $won } of { $n } ({ $share })
bal-details-refused = orders refused by the rules: { $k } of { $n }
bal-details-idle = fire phases passed with a shot of 1/3 to hit: { $k } of { $n }
bal-details-thinking = thinking a turn: median { $median } s, worst { $worst } s

## The network's seats and the window's title

not-yours-watching = you are watching this game
not-yours-computer-here = the computer plays { $side } here
not-yours-over-network = the other player plays { $side }, over the network
net-title-playing = trinchera — { $title } over the network (playing { $side })
net-title-watching = trinchera — { $title } over the network (watching)
screenshot-frame-times = { $frames } frames: { $median } ms at the median, { $worst } ms at worst

## The first screen's notes

note-quick-battle = A quick battle, generated for this game: { $path } (`trinchera edit { $path }` opens it)
note-no-game-to-go-back = there is no game to go back to
note-no-game-in = { $path } holds no game to carry on
note-scenario-not-found = { $path }: its scenario is not found
note-carrying-on = Carrying on the saved game { $path }.
note-cannot-make-folder = cannot make the folder { $path }: { $error }
note-cannot-write = cannot write { $path }: { $error }

## The computer's reasons (Why?)

behaviour-steady = advance by bounds from cover to cover, holding where it has a good shot
behaviour-advance = press on flat out
behaviour-hold = hold its ground and fire
behaviour-assault = close with the enemy
behaviour-fall-back = fall back into cover
behaviour-flank-left = go round by the left flank
behaviour-flank-right = go round by the right flank
behaviour-position = take up a firing position within reach of the enemy
why-unit-behaviour = { $unit }: { $behaviour }
why-behaviour-measure = its worth to the computer once the enemy has replied, higher better; when winning it changes plan only for a lead of { $lead }
why-enemy-reply = expects the enemy to reply: { $units }
why-enemy-reply-worth = the enemy's worth of that reply
why-enemy-reply-measure = the enemy's worth once it has replied, by the same look-ahead from its side; the plan below was chosen against that reply
why-focus = every unit makes for { $objective }
why-focus-nearest = each unit makes for the objective nearest it
why-focus-on = make for { $objective }
course-look-ahead = the look-ahead's behaviours
course-all-steady = all by bounds from cover to cover
course-temper-balanced = the look-ahead's behaviours, balanced
course-temper-bold = the look-ahead's behaviours, bold
course-temper-cautious = the look-ahead's behaviours, cautious
course-all-hold-to-the-end = every unit holds its ground and fires, to the end
course-plan-kept-to-the-end = the plan found, kept every turn to the end
course-all-fall-back-to-the-end = every unit falls back into cover, to the end
why-check-standing-orders = an enemy brigade is defeated and none of ours: { $course }, which did best when battles were played to the end
why-check-steady-did-better = every unit advances by bounds from cover to cover: the behaviours the look-ahead preferred did worse when battles were played to the end
why-check-plan-holds-up = the behaviours below hold up when battles are played to the end
why-check-measure = the battle's result played to the end { $checks } times, 100 won, -100 lost
why-check-blend-measure = the battle's result played to the end { $checks } times (100 won, -100 lost), plus { $per_worth } times the worth a turn on
why-fire = { $element } fires at { $target }: { $knock_out }% to knock out
why-fire-target = { $target } ({ $knock_out }% to knock out, { $pin }% to pin)
why-fire-measure = what the shot is worth: the chance to knock out times what the target is worth (more for a tank, a base on an objective, or one that brings its brigade nearer defeat), plus the chance to pin times what a pin is worth
why-move-first = move first
why-move-second = move second
why-who-moves-first = troops are engaged and the choice is for { $side }: to { $order }
why-who-moves-first-measure = its worth to the computer once the enemy has replied, higher better

## The scenario editor
# Its window (`trinchera edit FILE`): the panel, its questions, and what it tells the author.
# $path is a file, $title, $id, $side, $brigade, $label, $name the scenario's own words (shown
# as written); $kind a ruleset's terrain or element type; $message and $help are `check`'s.

editor-window-title = trinchera — editing { $path }
editor-new-battle = A new battle: { $path } does not exist yet. Save writes it.
editor-undone = Undone: { $what }
editor-redone = Done again: { $what }
editor-saved = Saved { $path }: `check` passes it
editor-saved-with-problems = Saved { $path }, with { $n } { $n ->
        [one] problem
       *[other] problems
    } still to mend
editor-cannot-save = Could not save { $path }: { $error }
editor-took-in = Took in the file as changed by hand (Ctrl+Z takes it back)
editor-cannot-take-in = The file on disk cannot be read whole, so it was not taken in: { $error }
editor-kept-mine = Kept your changes: Save writes over the file on disk
editor-heading = Editing: { $title }
editor-unsaved = ● unsaved changes
editor-saved-state = saved
editor-save = Save
editor-save-tip = Ctrl+S: writes the file in the shipped layout, comments kept
editor-undo = Undo
editor-undo-tip = Ctrl+Z: undo { $what }
editor-redo = Redo
editor-redo-tip = Ctrl+Y: redo { $what }
editor-nothing-to-redo = nothing to redo
editor-check-passes = ✔ `check` passes this scenario
editor-problems = { $n } { $n ->
        [one] problem
       *[other] problems
    } (ringed in red on the table):
editor-problem-line = line { $line }: { $message }
editor-problem-line-help = line { $line }: { $message } — { $help }
editor-problem-pick = Pick what this is about
editor-ask-save = Save the changes?
editor-ask-unsaved = { $path } has unsaved changes.
editor-save-and-close = Save and close
editor-close-without-saving = Close without saving
editor-cancel = Cancel
editor-changed-on-disk = The file changed on disk
editor-changed-on-disk-why = It was saved by another program while you have unsaved changes here.
editor-take-in = Take the file in
editor-take-in-tip = Your changes stay in Undo
editor-keep-mine = Keep mine
editor-keep-mine-tip = Saving will write over the file
editor-tool-select = Select
editor-tool-select-tip = Pick, drag, reshape; Q/E turn a base; Delete removes
editor-tool-terrain = Terrain
editor-tool-terrain-tip = Press on the table to put down a feature
editor-tool-bases = Bases
editor-tool-bases-tip = Press on the table to put down a base (several in a row)
editor-tool-objective = Objective
editor-tool-objective-tip = Press on a feature, or open ground for a point
editor-select-hint = Press a base, feature or objective to pick it; drag to move. A picked feature shows its points: drag one, or drag a side's middle to add one. Right-drag pans, the wheel zooms, Home fits.
editor-kind = Kind
editor-shape = Shape
editor-shape-polygon = Polygon
editor-shape-rect = Rectangle
editor-shape-circle = Circle
editor-shape-line = Line
editor-hint-polygon = Press point after point; press the first point to close it (Enter ends, Backspace takes one back, Esc gives up).
editor-hint-line = Press point after point; press the last point again or Enter to end it (Backspace takes one back, Esc gives up).
editor-hint-rect = Drag from one corner to the other; a click puts down a 4" x 3" one.
editor-hint-circle = Drag from the centre out; a click puts down one 2" across.
editor-type = Type
editor-into = Into
editor-no-unit-yet = (no unit yet)
editor-held-by = Held by
editor-new-brigade = New brigade: { $side }
editor-into-hq = { $side }: { $brigade } / brigade HQ
editor-nothing-picked = Nothing picked: press something on the table, or in the forces below.
editor-delete-key = Delete (Del)
editor-base-heading = Base { $id } — { $whose }
editor-base-of-hq = { $brigade } (its HQ)
editor-id = Id
editor-label = Label
editor-facing = facing
editor-in = In
editor-own-base-size = Own base size
editor-unit-heading = Unit { $id }
editor-unit-id = Unit id
editor-name = Name
editor-quality = Quality
editor-faction = Faction
editor-arrives-on-turn = Arrives on turn
editor-peninsular = Peninsular
editor-peninsular-tip = A Republican unit of the old army, before the Popular Army [SRC]
editor-brigade-heading = Brigade { $id }
editor-commander = Commander
editor-add-unit = Add a unit to this brigade
editor-feature-heading = Feature { $id } ({ $kind })
editor-height = Height (levels)
editor-width = Width
editor-radius = Radius
editor-points = { $n } { $n ->
        [one] point
       *[other] points
    }
editor-feature-hint = Drag a square to move a point; drag a round mark to add one; pick a point and press Delete to remove it.
editor-objective-heading = Objective { $id }
editor-at = At
editor-a-point = a point
editor-objective-hint = Drag its ring or star on the table to make it a point there.
editor-forces = Forces ({ $n } { $n ->
        [one] base
       *[other] bases
    })
editor-hq = HQ { $label }
editor-objectives = Objectives ({ $n })
editor-no-objectives = None: the Objective tool marks one.
editor-support = Artillery and aircraft ({ $batteries } { $batteries ->
        [one] battery
       *[other] batteries
    }, { $air } { $air ->
        [one] air unit
       *[other] air units
    })
editor-add-battery = Battery: { $side }
editor-add-sorties = Sorties: { $side }
editor-battery-heading = Battery { $id }
editor-delete = Delete
editor-side = Side
editor-battery-base = Base (empty: off the table)
editor-sorties = Sorties
editor-a-turn = a turn
editor-from-turn = from turn
editor-from-tip = 0: from the first
editor-until = until
editor-until-tip = 0: to the end
editor-battle = The battle: title, date, turns, table, sides
editor-title = Title
editor-date = Date
editor-turns = Turns
editor-table = Table
editor-description = Description (and its sources)
editor-side-colour-tip = The colour of this side's bases
editor-moves-first = moves first
editor-no-unit-for-base = No unit to put the base in: add a brigade and a unit in the panel first
editor-hq-first = The brigade had no HQ: this one is the brigade's HQ (the next goes into the unit)
editor-brigade-has-hq = This brigade has its HQ already: choose a unit to put the base in
editor-not-moved-hq-taken = Not moved: that brigade has its HQ already
editor-polygon-needs = A polygon needs { $least } points: { $n } so far (Esc gives it up)
editor-line-needs = A line needs { $least } points: { $n } so far (Esc gives it up)
editor-drawing-given-up = Drawing given up
editor-copy-refused = Ctrl+D copies a picked base of a unit, or a picked feature
editor-not-deleted = Not deleted: { $why }
editor-delete-no-points = a rectangle or circle has no points to delete: drag its handles
editor-delete-polygon-needs = a polygon needs { $n } points
editor-delete-line-needs = a line needs { $n } points
editor-delete-battle = the scenario's own fields and its two sides are edited, not deleted
editor-delete-gone = it is already gone

## The scenario editor: the names of its steps, as Undo and Redo say them

editor-step-by-hand = edit by hand
editor-step-move-base = move a base
editor-step-turn-base = turn a base
editor-step-move-to-unit = move a base to another unit
editor-step-copy-base = copy a base
editor-step-delete-base = delete a base
editor-step-reshape-feature = reshape a feature
editor-step-move-feature = move a feature
editor-step-copy-feature = copy a feature
editor-step-delete-feature = delete a feature
editor-step-add-point = add a point
editor-step-delete-point = delete a point
editor-step-add = add { $kind }
editor-step-draw = draw { $kind }
editor-step-nudge = nudge
editor-step-add-objective = add an objective
editor-step-move-objective = move an objective
editor-step-delete-objective = delete an objective
editor-step-add-brigade = add a brigade
editor-step-delete-brigade = delete a brigade
editor-step-add-unit = add a unit
editor-step-delete-unit = delete a unit
editor-step-add-battery = add a battery
editor-step-delete-battery = delete a battery
editor-step-add-sorties = add sorties
editor-step-delete-sorties = delete sorties
editor-step-delete = delete
# $field is the field's key in the code, one of these.
editor-step-set = set { $field ->
        [title] title
        [date] date
        [turns] turns
        [table-width] table width
        [table-height] table height
        [description] description
        [side-name] side name
        [side-colour] side colour
        [initiative] initiative
        [id] id
        [type] type
        [label] label
        [x] x
        [y] y
        [facing] facing
        [base-size] base size
        [unit-id] unit id
        [unit-name] unit name
        [unit-kind] unit kind
        [quality] quality
        [faction] faction
        [arrival] arrival
        [peninsular] peninsular
        [brigade-id] brigade id
        [brigade-name] brigade name
        [commander] commander
        [feature-id] feature id
        [feature-name] feature name
        [feature-kind] feature kind
        [height] height
        [width] width
        [radius] radius
        [objective-id] objective id
        [objective-name] objective name
        [objective-side] objective side
        [objective-place] objective place
        [battery-id] battery id
        [battery-name] battery name
        [battery-side] battery side
        [battery-faction] battery faction
        [battery-base] battery base
        [aircraft-name] aircraft name
        [aircraft-side] aircraft side
        [sorties] sorties
        [sorties-from] sorties from
        [sorties-until] sorties until
       *[other] { $field }
    }

## Scenario checks: `trinchera check`, the editor's problem list and loading a file
## Names of the format (fields, types, ids, `Rifles`) are arguments, shown as written.

check-help = help: { $help }
check-did-you-mean = did you mean `{ $name }`?
check-cut = { $start }… ({ $more } more characters)
check-serde-says = { $text }

## Scenario checks: reading the text (RON)
check-kind-bool = a boolean
check-kind-int = an integer
check-kind-float = a number
check-kind-str = a string
check-kind-char = a character
check-kind-name = a name
check-kind-list = a list `[...]`
check-kind-map = a map `{"{"}...{"}"}`
check-kind-tuple = a tuple `(...)`
check-kind-struct = a struct `(field: ...)`
check-kind-nothing = nothing
check-text-after-end = unexpected text after the end of the file's value
check-comment-unclosed = block comment `/*` is never closed
check-attribute-unclosed = attribute `#![...]` is never closed
check-string-unclosed-on-line = string is never closed on line { $line }: missing `"`
check-string-runs-on = so the string runs on to this `"`, and then: { $then }
check-expected-char = expected `{ $char }` { $context }, found { $found }
check-found-end = the end of the file
check-found-char = `{ $char }`
check-too-deep = values are nested more than { $n } deep
check-expected-value = expected a value, found { $found }
check-bracket-unclosed = this `{ $bracket }` is never closed
check-bracket-still-open = this `{ $bracket }` is still open: is its `{ $close }` missing?
check-comma-missing-after = is a `,` missing after this?
check-to-open-value = to open the value
check-after-field-name = after the field name `{ $field }`
check-between-key-and-value = between a map key and its value
check-after-unicode-escape = after `\u`
check-to-close-unicode-escape = to close `\u{"{"}...{"}"}`
check-expected-field = expected a field `name: value` or `)`, found { $found }
check-field-twice = field `{ $field }` is given twice
check-first-given-here = first given here
check-expected-comma = expected `,` or `{ $close }`, found { $found }
check-string-unclosed = string is never closed: missing `"`
check-bad-unicode-escape = invalid unicode escape
check-unknown-escape = unknown escape sequence
check-raw-string-start = expected `"` to start the raw string
check-raw-string-unclosed = raw string is never closed
check-char-unclosed = character is never closed
check-char-literal-unclosed = character literal is never closed: missing `'`
check-number-too-large = `{ $text }` is too large a number
check-not-a-number = `{ $text }` is not a number

## Scenario checks: what the file's parts must be
check-expected-none = there are no fields
check-expected-one = expected { $name }
check-expected-two = expected { $first } or { $second }
check-expected-many = expected one of { $names }
check-unknown-field = unknown field `{ $name }`, { $expected }
check-unknown-variant = unknown variant `{ $name }`, { $expected }
check-missing-field = missing field `{ $name }`
check-duplicate-field = duplicate field `{ $name }`
check-expected-found = expected { $expected }, found { $found }
check-out-of-range = { $value } is out of range here: it must be { $allowed }
check-field-out-of-range = `{ $field }` must be { $allowed }, not { $value }
check-allowed-whole = a whole number from { $min } to { $max }
check-allowed-number = a number from { $min } to { $max }
check-allowed-turn = a turn of the battle, a whole number from 1 to its `turns`
check-allowed-colour = three whole numbers from 0 to 255, for red, green and blue
check-allowed-on-table = a point on the table, in inches from its lower-left corner
check-allowed-height = a number above 0 and at most { $max }
check-allowed-bearing = a bearing in degrees, usually 0 to 360
check-coordinate-out-of-range = { $value } is too far out: the numbers in `{ $field }` are inches, at most { $n } times the table's longest side from 0
check-want-whole-number = a whole number
check-want-bool = `true` or `false`
check-want-bytes = bytes
check-want-unit = `()`
check-want-variant = a variant name such as `Name` or `Name(...)`
check-want-tuple = a tuple of { $n } values `(...)`
check-want-struct = a struct `{ $name }(field: value, ...)`
check-values-count = expected { $n } values here, found { $found }
check-variant-takes-nothing = `{ $name }` takes no values
check-variant-wants-value = expected `{ $name }(value)`
check-variant-wants-values = expected `{ $name }` with { $n } values
check-variant-wants-fields = expected `{ $name }(field: value, ...)`

## Scenario checks: what a scenario must say
# $what is a keyword of the code: side, terrain-feature, brigade, unit, element, objective,
# battery, faction, quality, weapon, element-type, unit-kind, terrain-kind.
check-unknown-name = unknown { $what ->
    [side] side
    [terrain-feature] terrain feature
    [element] element
    [faction] faction
    [quality] quality
    [weapon] weapon
    [element-type] element type
    [unit-kind] unit kind
    [terrain-kind] terrain kind
   *[other] name
} `{ $name }`
check-known-names = known { $what ->
    [side] sides
    [terrain-feature] terrain features
    [element] elements
    [faction] factions
    [quality] qualities
    [weapon] weapons
    [element-type] element types
    [unit-kind] unit kinds
    [terrain-kind] terrain kinds
   *[other] names
}: { $names }
check-defined-twice = { $what ->
    [faction] faction
    [quality] quality
    [weapon] weapon
    [element-type] element type
    [unit-kind] unit kind
    [terrain-kind] terrain kind
   *[other] name
} `{ $name }` is defined twice
check-too-many-terrain-kinds = more terrain kinds than the { $n } a handle can tell apart
check-empty-base = element type `{ $kind }` has an empty base
check-weapon-d6 = weapon `{ $weapon }` needs { $roll } on a D6, which is not 1 to 6
check-not-a-date = `{ $date }` is not a date
check-not-a-date-help = write "YYYY", "YYYY-MM" or "YYYY-MM-DD", e.g. "1937-02-12"
check-two-sides = a battle has two sides, this file has { $n }
check-one-initiative = exactly one side must have the initiative, { $n } do
check-no-initiative-help = add `initiative: true` to the side that moves first [SRC]
check-too-many-initiative-help = keep `initiative: true` only on the side that moves first [SRC]
check-has-initiative = has the initiative
check-has-initiative-too = has the initiative too
check-turns-at-least-one = the turn limit must be at least 1
check-table-size = a table of { $width }" x { $height }" is not possible: each side must be from { $min }" to { $max }"
check-needs-id = { $what ->
    [side] a side
    [terrain-feature] a terrain feature
    [brigade] a brigade
    [unit] a unit
    [element] an element
    [objective] an objective
    [battery] a battery
   *[other] a part
} needs a non-empty id
check-duplicate-id = duplicate id `{ $id }`: this { $what ->
    [side] side
    [terrain-feature] terrain feature
    [brigade] brigade
    [unit] unit
    [element] element
    [objective] objective
    [battery] battery
   *[other] part
} has the id of an earlier { $first ->
    [side] side
    [terrain-feature] terrain feature
    [brigade] brigade
    [unit] unit
    [element] element
    [objective] objective
    [battery] battery
   *[other] part
}
check-defined-again-here = defined again here
check-first-defined-here = first defined here
check-duplicate-id-help = every id in a scenario must be unique
check-area-shape = { $kind } `{ $id }` is an area: give it a Polygon, Rect or Circle, not a Polyline
check-linear-shape = { $kind } `{ $id }` is linear: give it a Polyline(points: [...], width: ...)
check-no-height = hill `{ $id }` has no height
check-no-height-help = add `height: 1` (a low rise) or more
check-height-range = a hill's height must be above 0 (and at most 100)
check-height-not-hill = only hills have a height; `{ $id }` is { $kind }
check-point-far-out = this point is far outside the table
check-polygon-points = polygon of `{ $id }` has { $n } point(s): a polygon needs at least 3
check-polygon-no-area = polygon of `{ $id }` has no area
check-polyline-points = polyline of `{ $id }` needs at least 2 points
check-polyline-width = polyline of `{ $id }` needs a width above 0"
check-rect-size = rectangle of `{ $id }` needs a width and height above 0
check-rect-far-out = this rectangle is far outside the table
check-circle-radius = circle of `{ $id }` needs a radius above 0
check-polygon-crosses = polygon of `{ $id }` crosses itself: the edge from point { $from } to { $to } crosses the edge from point { $other_from } to { $other_to }
check-edge-starts-here = the edge from point { $from } starts here
check-edge-crosses = it crosses the edge from point { $from } to { $to }
check-polygon-crosses-help = list the points in order around the outline
check-brigade-no-hq = brigade `{ $id }` has no HQ element
check-brigade-no-hq-help = in the editor: Bases, type HQ, Into "<side>: <brigade> / brigade HQ" (an HQ put into a unit of a brigade without one becomes the brigade's), press on the table; in the file: add `hq: (id: "...", type: HQ, at: (x, y), facing: 0)` to the brigade [SRC: a brigade has an HQ]
check-hq-not-headquarters = the HQ of brigade `{ $id }` is a { $kind }, not a headquarters type
check-brigade-no-units = brigade `{ $id }` has no units
check-base-size = a base needs a width and depth between 0" and 20"
check-facing-range = facing is a bearing in degrees, 0 to 360
check-side-no-forces = side `{ $id }` has no forces: a battle needs a brigade on each side
check-side-no-forces-help = in the editor: "{ $new }" (under Forces, or with Bases), then put its bases down; in the file: add `(side: "{ $id }", brigades: [...])` to `forces`
check-wrong-camp = `{ $faction }` fights for the { $camp }, not for the { $side_name }: `{ $owner }` is on side `{ $side }`
check-wrong-camp-help = in the editor: pick `{ $owner }` and choose its { $label } from { $allowed }; in the file: `{ $field }:` one of them [INF ruleset camps]
check-unit-no-elements = unit `{ $id }` has no elements
check-unit-no-elements-help = a unit needs at least one element (a base) to stand on the table
check-arrival-turn = arrival turn { $turn } is outside the battle's turns 1-{ $turns }
check-element-off-table = element `{ $id }` is off the table: its base reaches ({ $x }, { $y }) on a { $width }" x { $height }" table
check-element-off-table-help = (0, 0) is the lower-left corner; `at` is the centre of the base
check-bad-going = { $kind } `{ $id }` stands in { $terrain } `{ $feature }`, where only infantry and non-wheeled support weapons may go [SRC: bad going]
check-feature-defined-here = { $terrain } `{ $feature }` is defined here
check-vehicles-overlap = vehicle `{ $id }` overlaps vehicle `{ $other }`: vehicles may not interpenetrate [SRC]
check-vehicle-overlaps-base = vehicle `{ $vehicle }` overlaps `{ $troops }`: no vehicle may overlap another base [SRC], and neither could move through the other
check-warn-bases-overlap = `{ $id }` overlaps `{ $other }`: troops may pass through troops [SRC], but one base set on another hides it on the table; is one misplaced?
check-file-warnings = { $path }: { $n } { $n ->
        [one] warning
       *[other] warnings
    }: allowed by the rules, but look again
check-stands-here = `{ $id }` stands here
check-objective-off-table = objective `{ $id }` is off the table
check-battery-other-side = battery `{ $id }` is { $side }'s, but element `{ $element }` is { $its }'s
check-battery-not-gun = element `{ $element }` is { $kind }: a battery on the table is a crewed gun
check-sorties = at least one sortie a turn, or leave it out
check-until-before-from = `until: { $until }` is before `from: { $from }`
check-communist-equipment = communist-commanded brigade `{ $id }` has { $n } crewed weapons and vehicles, less than the { $most } of non-communist brigade `{ $other }`: from { $year } it may not have less equipment [SRC]
check-has-equipment = `{ $id }` has { $most }
check-communist-equipment-help = give it more guns, machine guns or vehicles, or check the date

## Scenario checks: files that cannot be read, records, and what `check` says of each file
check-not-utf8 = the file is not UTF-8 text
check-not-utf8-help = save it as UTF-8
check-cannot-read-file = cannot read the file: { $error }
check-cannot-read-record = cannot read the record: { $error }
check-cannot-read-scenario = cannot read the scenario { $path }: { $error }
check-scenario-changed = the scenario has changed since this game was recorded: { $what }
check-scenario-no-copy = this record keeps no copy of the version it was played on, so what changed cannot be told
check-scenario-changed-help = replaying it would not give the same game; `trinchera play { $path } --anyway` plays it on with the changed scenario
check-scenario-hash-now = the scenario's text now hashes to `{ $hash }`: a record made by hand for this version says `scenario_hash: "{ $hash }"`
check-not-a-scenario = this is not a scenario
check-editor-opens-whole-files = the editor opens a file it can read whole: mend this in the text first
check-format-lays-out-whole-files = `trinchera format` lays out a file it can read whole: mend this in the text first
check-file-ok = { $path }: ok: "{ $title }", { $features } terrain features, { $elements } elements
check-file-errors = { $path }: { $n } { $n ->
    [one] error
   *[other] errors
}
check-record-errors = { $path }: this is a game record, not a scenario: { $n } { $n ->
    [one] error
   *[other] errors
} reading it
check-record-ok = { $path }: ok: a game record, not a scenario: a game of { $scenario }, { $orders } { $orders ->
    [one] order
   *[other] orders
}{ $refused ->
    [0] {""}
   *[other] {" "}({ $refused } refused on replay)
}, at turn { $turn } ({ $phase } phase); `trinchera run { $path }` prints it
check-record-cannot-start = { $path }: error: a game record whose game cannot start: { $error }

## Scenario checks: what changed in a saved game's scenario
# $what is a keyword of the code: side, terrain, brigade, unit, element, objective.
change-turns = turns { $from } to { $to }
change-table = table { $old } to { $new }
change-date = date { $old } to { $new }
change-title = title "{ $old }" to "{ $new }"
change-description = description changed
change-changed = changed
change-kind = is now `{ $now }` (was `{ $was }`)
change-shape = changed shape
change-type = is now { $now } (was { $was })
change-moved = moved { $from } to { $to }
change-facing = faces { $now } (was { $was })
change-several = { $parts }
change-arranged = the forces are arranged differently
change-removed = { $what ->
    [side] side
    [terrain] terrain
    [brigade] brigade
    [unit] unit
    [element] element
    [objective] objective
   *[other] item
} `{ $id }` removed
change-added = { $what ->
    [side] side
    [terrain] terrain
    [brigade] brigade
    [unit] unit
    [element] element
    [objective] objective
   *[other] item
} `{ $id }` added
change-item = { $what ->
    [side] side
    [terrain] terrain
    [brigade] brigade
    [unit] unit
    [element] element
    [objective] objective
   *[other] item
} `{ $id }` { $change }
change-summary = { $changes }{ $more ->
    [0] {""}
   *[other] ; and { $more } more
}
record-changed-scenario-warning = after { $orders } { $orders ->
    [one] order
   *[other] orders
}, the game went on with a changed scenario: { $what }

## The command line: what its commands say besides their reports (src/cli.rs)
# $path is a file as given; $error the system's own words for what went wrong; $value what
# was typed. Numbers come formatted from the code (decimals, percentages), the same in both
# languages.

cli-not-a-language = `{ $value }` is not a language here: en or es
cli-not-seconds = `{ $value }` is not a number of seconds from 0 to 600
cli-not-a-count = `{ $value }` is not a number of { $what ->
        [battles] battles
       *[games] games
    } from { $least } to 100000
cli-not-a-year = `{ $value }` is not a year the generator knows: 1936, 1937 or 1938
cli-not-two-players = `{ $value }` is not two players A,B, e.g. scripted,naive
cli-known-players = the players are { $players }
cli-no-such-player = there is no player `{ $name }`: { $known }
cli-not-a-size-pair = `{ $value }` is not WIDTHxHEIGHT, e.g. 1600x1000
cli-not-a-size = `{ $value }` is not a size between 64 and 8192 pixels
cli-error = error: { $error }
cli-join-headless = --headless joins with --computer LEVEL or --watch: a person plays in the window
cli-seed-drawn = seed { $seed } (give --seed { $seed } to make this battle again)
cli-replay-of-scenario = { $path }: error: this is a scenario, not a game record: a replay is of a game played (`trinchera play { $path }` plays it)
cli-sides-by-index = --computer { $side }: { $path } has errors, so its sides cannot be named; give the side as 0 or 1, or fix the file
cli-seeds-run-past = error: seeds from { $from } for { $n } battles run past the last seed
cli-battle-not-made = error: the battle of seed { $seed } could not be made: { $error }
cli-cannot-read-file = { $path }:1:1: error: cannot read the file: { $error }
cli-games-failed = error: { $n } { $n ->
        [one] game
       *[other] games
    } failed (see the rows marked failed)
cli-format-no-file = { $path }: error: no such file
cli-format-not-laid-out = { $path }: not laid out as the editor saves it (`trinchera format { $path }` does it)
cli-format-laid-out = { $path }: laid out ({ $lines } lines, was { $was })
cli-format-cannot-write = { $path }: error: cannot write it: { $error }
cli-scenario-not-record = { $path }: error: this is a scenario, not a game record: { $advice }
cli-advice-play = use `trinchera play { $path }` to play it
cli-advice-no-dice = there are no dice to verify
cli-cannot-start = { $path }: error: the game cannot start: { $error }
cli-no-window = error: this trinchera was built without the window (cargo feature `window`); check, run and measure work
cli-no-window-net = error: this trinchera was built without the window: host with --headless --computer SIDE[:LEVEL], join with --computer LEVEL or --watch --headless
cli-saved = saved { $path }
cli-window-closed = error: the window closed before the screenshot was taken
cli-window-anyway = opening the window anyway: fix the file and save it to see the table
cli-record-not-scenario = { $path }: error: this is a game record, not a scenario: the editor edits scenarios (`trinchera replay { $path }` watches it)

## `trinchera measure`: the referee's measure, and a battery's or an air strike's zone
# $kind is a ruleset's type (`Rifles`, `woods`), $side a side's name, $rule a ruleset's words:
# all shown as written. $x, $y, $range, $hit ... come formatted.

measure-off-table = error: the point ({ $x }, { $y }) is off the { $width }" x { $height }" table
measure-not-an-end = error: `{ $name }` is neither an element of this battle nor a point "x,y"
measure-not-an-end-did-you-mean = error: `{ $name }` is neither an element of this battle nor a point "x,y" (did you mean `{ $like }`?)
measure-aim-at-point = error: a battery or air strike aims at a point "x,y", not at `{ $name }`
measure-no-side = error: there is no side `{ $side }` in this battle
measure-zone = Beaten zone: { $across }" x { $along }" at ({ $x }, { $y }), facing { $facing } [INF]
measure-spotted-by = Spotted by { $spotter }
measure-nothing-under = Nothing under it
measure-zone-target = { $shots } { $shots ->
        [one] shot
       *[other] shots
    }, hit { $to_hit }+{ $observed ->
        [0] {" "}(unobserved)
       *[other] {""}
    }{ $road ->
        [1] {" "}(road column)
       *[other] {""}
    }: { $hit }%; knock out { $needs ->
        [0] –
       *[other] { $needs }+
    }: { $knock_out }%
measure-from = From { $end }
measure-to = To   { $end }
measure-end-element = { $id } ({ $kind }, { $side }) at ({ $x }, { $y }) facing { $facing }
measure-end-point = the point ({ $x }, { $y })
measure-range = Range: { $range }" (edge to edge)
measure-sight-clear = Line of sight: clear
measure-sight-blocked = Line of sight: blocked by { $kind } `{ $id }` — { $rule }
measure-inside = `{ $end }` stands { $depth }" inside `{ $id }`, deeper than its { $edge }" edge, within which an element sees and is seen out of it [INF]
measure-same-end = error: `{ $name }` is both ends: measure between two elements or points
measure-not-in-the-fight = `{ $id }` is { $state }: it neither fires nor is fired at now
measure-no-sight-no-fire = None of these may fire: there is no line of sight [INF]
measure-protection = Protection: { $protection }
measure-protection-from = Protection: { $protection } (`{ $feature }`)
measure-weapon = { $shots } { $shots ->
        [one] shot
       *[other] shots
    }: in range { $in_range ->
        [1] yes
       *[0] no
    }, in arc { $in_arc ->
        [1] yes
       *[0] no
    }, past minimum range { $past_min ->
        [1] yes
       *[0] no
    }; per shot: hit { $hit }%, knock out { $knock_out }%{ $needs ->
        [0] {" "}(cannot)
       *[other] {" "}(needs { $needs }+)
    }, pin { $pin }%

## `trinchera simulate`: the balance report of many games
# $a, $b, $player are players' names (`scripted`, `hard-bold`), shown as written; $list and
# $seeds are figures ("3: 12, 4: 8"); percentages and seconds come formatted.

sim-no-player = error: there is no player `{ $name }`: the players are { $players }
sim-record-not-scenario = { $path }: error: this is a game record; simulate plays a scenario
sim-cannot-make-folder = error: cannot make the folder { $path }: { $error }
sim-folder-holds-games = error: { $path } already holds the games of a simulation: give another --out folder
# The progress bar: $bar, $pos, $len, $elapsed and $eta are the bar's own fields.
sim-progress = { $bar } { $pos }/{ $len } games, { $elapsed } gone, ETA { $eta }
sim-cannot-start-threads = error: cannot start { $n } threads: { $error }
sim-chart-written = records and the chart: { $path }
sim-chart-failed = error: the chart { $path } could not be drawn: { $error }
sim-failed-game = game { $number } (seed { $seed }): { $why }
sim-played = { $played } { $played ->
        [one] game
       *[other] games
    } played, { $counted } counted; players A = { $a }, B = { $b } (each plays each side in half the games); seed { $seed }
sim-not-counted = not counted: { $game }
sim-by-side = By side          games   share  [95% Wilson interval]
sim-wins = wins
sim-draws = draws
sim-losses = losses
sim-casualties = casualties
sim-casualties-a-game = { $n } elements a game
sim-by-player = By player
sim-wins-as = wins as { $side }{ $share } of { $games } { $games ->
        [one] game
       *[other] games
    }
sim-conduct = orders refused { $refused } of { $orders } ({ $refused_pct }%); fire phases with a shot of 1/3 to hit not taken: { $idle } of { $phases } ({ $idle_pct }%)
sim-thinking = thinking a turn: median { $median } s, worst { $worst } s
sim-margins = Won by defeating a brigade: { $by_defeat }; victory margin on objectives: { $margin } on average; games by margin: { $list }
sim-margins-none = Won by defeating a brigade: { $by_defeat }; no game ended on objectives
sim-none = none
sim-length = Game length: { $mean } turns on average; games by turn: { $list }
sim-decided = Decided (the result never changed after): turn { $mean } on average; by turn: { $list }
sim-decided-none = Decided (the result never changed after): no game
sim-stalls = Stalls (the turn limit with no knockout or rout in the last { $turns } turns): { $stalls }
sim-forced-ends = Games where a player's phase was ended for it (order cap): { $games }
sim-orders = Orders: { $accepted } accepted, { $refused } refused; { $seconds } s, { $rate } games a second
sim-seeds = Seeds: { $seeds }

## `trinchera simulate --out`: the chart balance.png
# Its bars of wins say `bal-wins`, as the panel's Balance does.

chart-no-font = the embedded font cannot be read
chart-title = { $title }: { $games } games ({ $a } v { $b })
chart-draws = draws
chart-outcomes = Outcomes, with 95% intervals
chart-percent-of-games = % of games
chart-length = Game length (turn it ended)
chart-turn = turn
chart-games = games

## `trinchera ladder`: every pair of players over a set of battles
# $size is `--generated-size`'s value: small, medium or large.

ladder-two-players = error: a ladder needs at least two players
ladder-one-battle = error: a ladder needs at least one battle
ladder-all-battles = all battles
ladder-generated = generated seed { $seed } ({ $size ->
        [small] small
        [large] large
       *[medium] medium
    }{ $balanced ->
        [1] , balanced
       *[0] {""}
    })
ladder-heading = ladder: { $battles } { $battles ->
        [one] battle
       *[other] battles
    }, { $games } games a pair on each (sides swapped), seed { $seed }, { $seconds } s
ladder-pairing = { $a } against { $b }: A's score, a draw half a win
ladder-failed = { $n } failed
ladder-ratings = ratings (Bradley–Terry over every pairing, Elo points, 95% interval from resampled games):
ladder-rating-interval = [{ $low } to { $high }]

## `trinchera generate`: its errors, what it wrote, and `--balanced`'s result
# $camp is a camp of the ruleset (Republic, Nationalists); $factions the ruleset's factions,
# shown as written.

gen-camp = { $camp ->
        [Republic] the Republic
        [Nationalists] the Nationalists
       *[other] the { $camp }
    }
gen-camp-factions = { $camp }: { $factions }
gen-either-side = either side: { $factions }
gen-not-two-factions = error: --sides `{ $value }` is not two factions A,B, e.g. Anarchist,Carlist ({ $factions })
gen-no-faction = error: there is no faction `{ $name }`: the factions are { $factions }
gen-no-faction-did-you-mean = error: there is no faction `{ $name }` (did you mean `{ $like }`?): the factions are { $factions }
gen-same-camp = error: `{ $a }` and `{ $b }` both fight for { $camp }: give one faction of each side ({ $factions })
gen-neither-camp = neither side in particular
gen-year = error: --year { $year }: the generator knows 1936, 1937 and 1938
gen-fails-check = error: the generated battle does not pass check, a bug in the generator (`{ $command }`):
gen-exists = error: { $path } already exists: give --force to write over it, or another -o FILE
gen-cannot-write = error: cannot write { $path }: { $error }
gen-written = { $path }: "{ $title }", { $features } terrain features, { $elements } elements (`trinchera edit { $path }` opens it)
gen-cannot-write-to-play = error: cannot write { $path } to play it: { $error }
gen-balancing-failed = error: { $n } of the balancing games failed on the generated battle (a bug): { $games }
gen-no-games = error: no games were played
gen-balance-figures = Republic { $rep }% [{ $rep_low }–{ $rep_high }], Nationalists { $nat }% [{ $nat_low }–{ $nat_high }] over { $games } games
gen-balanced-in = balanced in { $round } { $round ->
        [one] round
       *[other] rounds
    }: { $figures }
gen-not-balanced = not balanced after { $rounds } rounds: the closest, after { $round }: { $figures } (one side still wins more than { $most }%)

## `trinchera fit-worth`: the weights of the computer's worth of a position, fitted
# The measures' names in the table are those of `players::evaluate::FEATURE_KEYS`.

fit-choices = { $choices } choices, each a plan against the script's at a position of the scripted player's games ({ $fitted } to fit, { $judged } to judge; { $battles } battles, { $games } games each; { $seconds } s)
fit-choices-fitted = fitted on the even battles (ridge { $ridge }), judged on the odd: correlation of the worth's difference with the result's { $correlation }, the better plan named { $agreed }% of the times
fit-choices-own = the worth's own measures alone, fitted on the even battles (ridge 0.01), judged on the odd: correlation { $correlation }, the better plan named { $agreed }% of the times
fit-choices-candidate = with candidate measure { $candidate } beside them: correlation { $correlation }, the better plan named { $agreed }% of the times
fit-choices-together = against the plans' true difference (what the two halves share), all the choices: the worth by hand { $worth }, { $ends } battles to the end { $by_ends }, the two together { $both } (the battles' mean weighed { $weight } times the worth's)
fit-choices-by-hand = the weights by hand, on the same: correlation { $correlation }, the better plan named { $agreed }% of the times
fit-choices-ceiling = the results themselves, on the same: their two halves of battles to the end agree with a correlation of { $halves }, so no worth can follow the whole result's difference with a correlation above about { $ceiling }
fit-nothing-finished = no game finished, so there is nothing to fit
fit-cannot-fit = the measures could not be fitted
fit-positions = { $positions } positions from { $battles } battles, { $games } scripted games each ({ $seconds } s)
fit-explained = variance of results explained on the held-out battles: fitted on the others { $fitted }, by hand { $hand }, played by { $played }
fit-measure = measure
fit-fitted = fitted
fit-by-hand = by hand
fit-played = played
fit-strength = strength
fit-brigade-defeat = brigade defeat
fit-leading = leading
fit-objectives = objectives
fit-exhausted = exhausted
fit-nearness = nearness
fit-ground = ground
fit-exposure = exposure
fit-leading-late = leading, late
fit-objectives-late = objectives, late
fit-nearness-late = nearness, late

## What `trinchera play FILE` says on opening, before any window: where the games are

open-why-unreadable = it cannot be read
open-why-not-record = it is not a game record
open-why-bad-record = it cannot be read as a game record
open-why-other-game = it is a game of { $scenario }
open-folder = { $path }: error: this is a folder: give a scenario or a game record file
open-cannot-read = { $path }: error: cannot read the file: { $error }
open-left-as-it-is = { $path } is left as it is ({ $why }); this game is saved as { $save }.
open-new-beside-saved = A new game, saved as { $save }; the saved game in { $path } is kept (`trinchera play { $path }` carries it on).
open-carrying-on = Carrying on the saved game { $path }{ $has_turn ->
        [0] {""}
       *[other] { " " }(turn { $turn })
    }; `--new` starts a new game saved as { $save }.
open-warning = Warning: { $warning }.
open-cannot-carry-on = The saved game { $path } cannot be carried on: { $why }. It is kept as it is (`trinchera play { $path } --anyway` carries it on with this version); this new game is saved as { $save }.
open-new-from-record = A new game, saved as { $save }; the game in { $path } is kept.
open-holds-another = { $path } holds another game and is left as it is; this game is saved as { $save }.

## Who plays each side: `--computer SIDE[:LEVEL]` refused, and a saved game's seats

seats-unknown-player = the saved game has { $side } played by the computer player `{ $level }`, which this trinchera does not know ({ $known }): a person plays them
seats-unknown-side = the saved game names a computer side `{ $side }` the battle does not have
seats-no-side = `{ $value }` names no side: write SIDE[:LEVEL], e.g. nationalist:{ $level }
seats-no-player = there is no computer player `{ $level }`{ $defaulted ->
        [1] { " " }(the level when none is given)
       *[other] {""}
    }: { $known }
seats-side-id = `{ $id }` ({ $index })
seats-no-such-side = --computer { $side }: this battle has no side `{ $side }`; its sides are { $sides }
seats-named-twice = --computer names { $side } twice

## `trinchera verify RECORD`: a game of shared dice checked from its record
# The one line it prints after `PATH: `; an order is named as `run`'s report names it.

verify-not-shared = nothing to verify: { $what }, not shared between two players (`verify` checks games played with shared dice)
verify-ok = ok: { $rolls } { $rolls ->
        [one] roll
       *[other] rolls
    }, every share matches the revealed secrets
verify-unrevealed = error: not verified: the { $n ->
        [one] secret of { $sides } is
       *[other] secrets of { $sides } are
    } not revealed yet. Checked: the { $rolls } dice are the ones their shares make, and the { $orders } { $orders ->
        [one] order replays
       *[other] orders replay
    } with them. Not checked: that the shares come from the secrets committed to, which needs the secrets (they are revealed at the end of the game or when a side leaves it)
verify-error = error: { $what }
verify-seeded = its dice are seeded (Seeded({ $seed }))
verify-scripted = its dice are a scripted list of { $values } { $values ->
        [one] value
       *[other] values
    }
verify-side = side { $n }
verify-cannot-start = the game cannot start ({ $rule }): { $reason }
verify-at-start = at the start of the game
verify-typed-dice = order { $n } ({ $order }) types dice in by hand: a game with shared dice takes none
verify-order-refused = order { $n } ({ $order }) is refused on replay ({ $rule }): { $reason }
verify-in-order = in order { $n } ({ $order })
verify-too-many-dice = the record lists { $listed } dice, but its orders roll { $rolls }: roll { $roll } belongs to no order
verify-awaited-share = roll { $roll } (given for the order awaited when the record ends): the share of { $side } does not come from its revealed secret
verify-same-commitment = both sides committed to the same secret ({ $commitment }): one copied the other's commitment
verify-bad-secret = the secret revealed by { $side } does not match its commitment: blake3 of the secret is { $made }, the commitment { $commitment }
verify-roll = roll { $roll }
verify-roll-what = roll { $roll } ({ $who }: { $purpose }; turn { $turn }, { $phase })
verify-bad-share = { $roll } { $at }: the share of { $side } does not come from its revealed secret
verify-die-differs = { $roll } { $at } is recorded as { $recorded }, but its shares make { $made }
verify-die-missing = { $roll } { $at } is not in the record's dice, which end at roll { $last }

## Why a simulated game failed or stopped (`simulate`'s "not counted" lines; its JSON keeps the English)

sim-why-unfinished = unfinished
sim-why-no-player = no player is called { $a } or { $b }
sim-why-cannot-start = the game cannot start: { $reason }
sim-why-a-panic = a panic
sim-why-panicked = panicked: { $what }
sim-why-not-saved = its record could not be saved: { $error }
sim-why-halted = the game halted: { $why }
sim-why-order-cap = stopped after { $orders } orders, the cap for a game
sim-why-cannot-end-phase = { $side } could not end the { $phase } phase: { $reason }

## The network's ends, headless or in a window: what they print and the errors they show
# What goes over the wire (a refusal's reason, a goodbye) is sent in English whatever the
# language, and shown as it came.

net-host-line = host: { $line }
net-join-line = join: { $line }
net-join-code = join code: { $code }
net-not-a-secret = { $path }: not a kept secret (64 hex digits); remove it to start afresh
net-cannot-keep-secret = cannot keep the secret in { $path }: { $error }
net-carry-on-needs-secret = { $error }: a saved network game carries on only with its secret
net-kept-secret-not-committed = { $path }: the secret kept beside it is not the one this side committed to
net-not-a-network-game = { $path }: not a network game (its dice are not shared): play it without --host
net-no-random = no random bytes: { $error }
net-no-such-side = --side { $side }: this battle's sides are { $sides } (or 0 and 1)
net-host-one-computer = --host --headless takes one --computer SIDE[:LEVEL]: the side the host plays; the joiner plays the other
net-cannot-host = cannot host on { $addr }: { $error }
net-no-local-addr = cannot read the address hosted on: { $error }
net-no-socket = cannot open a socket: { $error }
net-no-client-id = no random bytes for a client id: { $error }
net-no-token = cannot make a connect token: { $error }
net-cannot-connect = cannot connect to { $addr }: { $error }
net-wire-too-big = a message of { $len } bytes, over the limit of { $max }
net-wire-too-short = a message too short to hold a protocol version
net-wire-version = protocol version { $theirs }, this program speaks version { $ours }
net-wire-malformed = malformed bytes ({ $error })
net-wire-trailing = { $n } bytes left after the message
net-not-an-order = not an order ({ $error })
net-out-of-step = order number { $n } came where number { $next } was due: the log is out of step
net-other-share-back = the host sent back another share than ours for roll { $roll }
net-dice-not-shared = these dice are not shared
net-secret-too-early = a secret revealed before the game began
net-not-begun = the game has not begun
net-undo-dice-waiting = an order is still waiting for its dice
net-undo-nothing = nothing to undo
net-undo-move-first = the choice of who moves first cannot be taken back
net-undo-rolled = the last order rolled dice or ended the phase: it cannot be taken back
net-undo-not-theirs = the last order is one of { $active }, not of { $side }
net-cannot-save = cannot save the game to { $path }: { $error }
net-writer-stopped = the record's writer has stopped: the game is not being saved
net-peer-more-bad = peer { $peer }: more bad messages; they are counted, not shown
net-peer-left = peer { $peer } left
net-joiner-gone = the joiner's connection is gone: the game waits for it to join again with the same code
net-undo-dropped = the request to take back an order is dropped: the other player left
net-peer-flooding = peer { $peer } is flooding (over { $rate } messages a second): its surplus is dropped
net-peer-bad = peer { $peer }: { $why }
net-peer-sent = peer { $peer } sent { $what }: ignored
net-bye-too-many = too many bad or surplus messages
net-peer-sent-away = peer { $peer } is sent away: { $why }
net-host-done = the game is over and both secrets are revealed: done
net-hello-twice = said hello twice
net-hello-no-commitment = a player's hello without a commitment or seat token
net-bye-seat-taken = the seat is taken: this game's joiner showed another seat token
net-seat-without-token = wanted the joiner's seat without its token: refused
net-joiner-back = the joiner is back as { $peer }: its old connection { $old } is closed
net-peer-joined = peer { $peer } joined as { $side }
net-peer-watches = peer { $peer } watches
net-before-hello = sent a message before its hello: ignored
net-spectator-gave = a spectator gave an order, share or secret: ignored
net-proposed-too-early = proposed an order before the game began
net-proposed-bad = proposed { $why }
net-stale = another order came first
net-undo-waits = a request to take back an order waits for its answer
net-proposed-refused = proposed { $order } refused ({ $rule }): { $reason }
net-share-too-early = a share before the game began
net-share-too-far = a share for roll { $roll }, far beyond the game's dice
net-share-refused = its share of roll { $roll } is refused: { $error }
net-secret-refused = its secret is refused: { $error }
net-chat-too-long = a line of chat over { $most } characters: refused
net-undo-too-early = asked to undo before the game began
net-undo-another-waits = another request to take back an order waits for its answer
net-undo-computer-host = the computer plays the host's side: it takes back no orders
net-asks-undo = a request from { $side } to take back its last order
net-answer-nobody-asked = answered a request to take back an order that nobody made
net-chat-too-early = chat before the game began: nobody to hear it
net-chat-from = chat from { $side }: { $text }
net-undo-refused-by = { $other } refused to take back { $side }'s last order
net-undo-moved-on = the game moved on since the request: nothing is taken back
net-undone-host = { $side }'s last order is taken back ({ $other } accepted): { $order }
net-undo-already-waits = a request to take back an order already waits for its answer
net-undo-nobody-to-ask = the other player is not connected: nobody to ask
net-cannot-ask-undo = cannot ask to take back the last order: { $why }
net-no-request = no request from the other player to answer
net-side-n = side { $n }
net-joiner-other-secret = this game's joiner committed to another secret ({ $commitment }): only that joiner can take the seat
net-joiner-no-secret = this game's joiner committed to another secret (none): only that joiner can take the seat
net-joiner-host-commitment = the joiner's commitment is the host's own: refused
net-no-battle = no battle to begin
net-refused-after-dice = order { $order } refused once its dice were in ({ $rule }): { $reason }
net-connection-lost = the connection to the host is lost{ $has_why ->
        [1] { " " }({ $why })
       *[other] {""}
    }: the game is saved; join again with the same code to carry on
net-could-not-connect = could not connect within { $seconds } s: no host there, or the join code's secret is not this host's
net-host-sent = the host sent { $what }: ignored
net-welcomed-twice = the host welcomed us twice: the second is ignored
net-bad-hash = the scenario's text the host sent hashes to { $got }, not { $said } as it says: the game is not joined
net-scenario-unreadable = the host's scenario cannot be read here: { $error }
net-not-our-commitment = the host holds another commitment for our side ({ $commitment }) than ours: not our game
net-unasked-seat = the host gave a seat we did not ask for
net-as-side = { $side }
net-as-spectator = a spectator
net-joined-line = joined { $title } as { $who }: { $orders } { $orders ->
        [one] order
       *[other] orders
    } so far
net-host-bye = the host ended the connection: { $reason }
net-host-refused-ours = the host refused our order { $order } ({ $rule }): { $reason }
net-before-welcome = a message before the host's welcome
net-not-our-order = the host numbered { $order } as order { $n }, an order for our side that we did not give: the game stops here, saved
net-host-share = the host's share of roll { $roll }: { $error }
net-revealed-refused = the secret revealed for side { $side } is refused: { $error }
net-asked-undo = asked the other player to take back our last order ({ $side }): waiting for the answer
net-undo-out-of-step = the host took back the last order of side { $side }, which cannot be done here ({ $error }): the game is out of step and stops here, saved
net-undo-count-differs = after taking back an order the host has { $orders } orders and this end { $here }: out of step; the game stops here, saved
net-undone = the last order of { $side } is taken back: { $order }
net-nothing-undone = nothing is taken back: { $reason }
net-spectator-reads = a spectator only reads the chat
net-spectator-no-undo = a spectator has no orders to take back
net-no-result = no result
net-result-win = victory for { $side }: { $reason }
net-result-draw = a draw: { $reason }
net-over-line = the game is over after { $orders } orders and { $dice } dice; both secrets are revealed: { $result }
net-round-trips = { $n } order round trips: median { $median } ms, 99th percentile { $p99 } ms
net-bytes = message bytes: { $sent } sent, { $received } received

## The join code a joiner types

code-no-scheme = a join code starts with `{ $scheme }` (as the host printed it); `{ $code }` does not
code-no-secret = the join code `{ $code }` has no secret after the address
code-bad-address = the join code's address `{ $addr }` is not ADDRESS:PORT ({ $error })
code-bad-secret = the join code's secret is not 64 hex digits ({ $n } characters)

## The command line's help (`trinchera --help`, `trinchera help COMMAND`) and clap's frame
## around it (src/cli/help.rs). Keys: cli-help-COMMAND-OPTION, or cli-help-any-OPTION for an
## option that says the same in every command; the flags and placeholders (--size, FILE) are
## the syntax and stay as they are.

cli-help-about = A tabletop for Spanish Civil War miniatures battles
cli-help-about-long = A tabletop for Spanish Civil War miniatures battles.

    With no command, opens the window on the default battle.
cli-help-size = Window size in pixels, WIDTHxHEIGHT, for the window opened with no command
cli-help-lang = The language of the window and the reports: `en` or `es` (default: the system's, from LC_ALL, LC_MESSAGES or LANG; Spanish for `es…`, English otherwise)
cli-help-help = Print help
cli-help-version = Print version
cli-help-help-command = Print this message or the help of the given command
cli-help-any-size = Window size in pixels, WIDTHxHEIGHT
cli-help-any-json = Print one JSON object instead of text
cli-help-any-seed = The seed every game's dice are drawn from
cli-help-any-jobs = Games played at once (default: one per core)
cli-help-any-generated-size = The size of the generated battles

cli-help-play = Open the table on a scenario (saving the file redraws it) or continue a game record
cli-help-play-file = The scenario, or a game record to carry on
cli-help-play-seed = Seed for the dice of a new game (default: from the clock)
cli-help-play-save = Where to save the game record (default: beside the scenario, NAME.game.ron). A file there that holds another game is never written over: the game takes the next free name
cli-help-play-new = Start a new game even where a saved game of the scenario could be carried on; it is saved under the next free name (NAME.game-2.ron ...), and the saved game is kept
cli-help-play-anyway = Carry a saved game on although its scenario has changed since: the orders replay on the new version, and the record keeps a warning saying what changed
cli-help-play-computer = The computer plays SIDE (its id, or 0 or 1) at LEVEL (a player's name; default `normal`). Twice for both sides: watch it play itself. Without it a new game asks
cli-help-play-host = Host the battle for a player on another machine: listen on ADDR:PORT (default 0.0.0.0:0; port 0: any free port), show the join code in the panel and print it on stderr (`join code: trinchera://...`)
cli-help-play-headless = With --host: no window; the computer plays the side --computer names
cli-help-play-side = With --host in the window: the side the person at the host plays (its id, or 0 or 1; default the first); the joiner plays the other

cli-help-join = Join a battle hosted on another machine, with the join code its host printed: the window opens on the host's battle and you play the side the host gives you; with --computer LEVEL the computer takes the seat (no window); with --watch, watch it in the window (any number may; a spectator never gets a secret), or with --headless print each order as it goes through
cli-help-join-code = The join code the host printed (trinchera://...)
cli-help-join-computer = The computer plays the joiner's side at LEVEL (a player's name)
cli-help-join-watch = Watch the game: no seat, no orders
cli-help-join-save = Save the game record here at every order (the joiner's secret is kept beside it, RECORD.secret, to come back with the same code after a crash)
cli-help-join-headless = With --watch: no window, each order printed (--computer never opens one)

cli-help-replay = Watch a game record on the table: step by order, phase and turn, jump, play at a speed; Play from here goes on from any point as a new game saved beside the record
cli-help-replay-record = The game record to watch
cli-help-replay-at = Open at this many orders into the record (default: its start)

cli-help-edit = Edit a scenario on the table: draw and reshape terrain, place and turn bases, set objectives and every field, with check's problems shown as you go; undo, redo, save. A file that does not exist yet is a new battle
cli-help-edit-file = The scenario to edit (a new battle if it does not exist yet)

cli-help-check = Check scenario files: print every problem as path:line:col, exit 1 if any
cli-help-check-files = The scenario files to check

cli-help-format = Write scenario files in the layout the editor saves (a line per feature, element and objective, fields in order), keeping their comments; with --check, change nothing and exit 1 if a file is not so laid out
cli-help-format-files = The scenario files to lay out
cli-help-format-check = Change nothing: exit 1 if a file is not laid out as the editor saves it

cli-help-run = Play a game record headless and print each order's outcome, every die and the state
cli-help-run-record = The game record to play

cli-help-verify = Check a game played with shared dice: every revealed secret against its commitment, every share against its secret, every die against its shares, the orders replayed with exactly those dice. Exits 0 when all match; 1 naming the first roll or order that does not, or when a secret is not revealed yet; 3 when the dice are not shared (nothing to verify)
cli-help-verify-record = The game record to verify

cli-help-measure = The referee's measure between A and B (element ids or points "x,y"): range, line of sight, protection and the odds of each of A's weapons. With A a battery's id or `air:SIDE` and B a point: the beaten zone there and each element's odds under it
cli-help-measure-file = A scenario, or a game record (measured where its orders left the pieces)
cli-help-measure-a = From: an element's id, a point "x,y", a battery's id or `air:SIDE`
cli-help-measure-b = To: an element's id or a point "x,y"

cli-help-simulate = Play many games of a scenario between computer players and report its balance: wins, draws and losses per side and per player with 95% intervals, game length, casualties, stalls, and every game's seed. Exits 1 if any game failed (each is named)
cli-help-simulate-scenario = The scenario to play
cli-help-simulate-games = How many games
cli-help-simulate-players = The two players, A,B (naive, scripted, or the computer opponent: easy, normal, hard, each also -bold or -cautious): each plays each side in half the games
cli-help-simulate-out = Write every game as DIR/game-0001.ron and the chart as DIR/balance.png

cli-help-ladder = Every pair of players over a set of battles, each side in half the games: scores per battle and pooled with 95% intervals, and a rating for each player fitted to all the pairings (Bradley–Terry, Elo points, `scripted` at 0)
cli-help-ladder-battles = Scenario files to play on (default: every scenario in scenarios/, unless --generated is given)
cli-help-ladder-generated = Also play on N generated battles, seeds --from-seed, --from-seed + 1 ... (the measuring seeds are 1 to 50; the tuning seeds 1000 and up)
cli-help-ladder-from-seed = The first seed of the generated battles
cli-help-ladder-balanced = Balance each generated battle first, as `generate --balanced` does (scripted games until neither side wins more than 60%), so that the side drawn decides less and the players more
cli-help-ladder-players = The players, A,B,C... (at least two)
cli-help-ladder-games = Games each pair plays on each battle (even: each player takes each side in half)

cli-help-generate = Make a random but plausible battle from a seed: terrain, two sides' brigades of the year, deployment, objectives and a turn limit, written as the editor saves a scenario and passing `check`. The same seed and options give the same file
cli-help-generate-seed = The seed (default: from the clock; the file says which, to make it again)
cli-help-generate-size = The table: small 48x32, medium 60x40, large 72x48
cli-help-generate-year = 1936, 1937 or 1938 (default: drawn from the seed)
cli-help-generate-sides = The faction leading each side, FACTION,FACTION (one Republican, one Nationalist), e.g. Anarchist,Carlist
cli-help-generate-balanced = Play scripted games on it and adjust the forces until neither side wins more than 60% (at most 6 rounds); say how close it got on standard error
cli-help-generate-games = Games a round of --balanced plays
cli-help-generate-out = Write the battle to FILE instead of standard output
cli-help-generate-force = Write over FILE if it exists

cli-help-fit-worth = Fit the weights of the computer's worth of a position to how battles end: the `scripted` player plays both sides of generated battles (the tuning seeds, 1000 and up, by default), and the weights that best predict each side's result from the position at the start of its movement are printed beside those it plays by
cli-help-fit-worth-generated = Generated battles to play, seeds --from-seed, --from-seed + 1 ... (at least 2: half are fitted, the others judge the fit)
cli-help-fit-worth-from-seed = The first seed of the generated battles (keep off the measuring seeds, 1 to 50)
cli-help-fit-worth-games = Games on each battle
cli-help-fit-worth-choices = Fit instead to the choices the search makes: at positions of the script's games, plans that differ from the script's by one unit's behaviour, each weighed a turn on and played to the battle's end; the weights whose differences best follow the differences of results, and how well they and the weights by hand name the better plan on battles held out, and how far any weights could (how well two halves of the battles to the end agree); how well the worth's own measures do alone and with each of twelve candidate measures beside them; and how well the worth and battles to the end follow the plans' true difference, alone and together

cli-help-screenshot = Draw a scenario's (or a game record's) table, save it as a PNG and exit
cli-help-screenshot-file = The scenario or game record to draw
cli-help-screenshot-out = The PNG to write
cli-help-screenshot-size = Image size in pixels, WIDTHxHEIGHT
cli-help-screenshot-select = Select this element first, so its card shows in the panel
cli-help-screenshot-computer = The computer plays SIDE[:LEVEL], as for `play`
cli-help-screenshot-wait = Let the game run this many seconds first (the computer plays meanwhile)
cli-help-screenshot-why = Open the panel's Why (the computer's reasons)
cli-help-screenshot-balance = Open the panel's Balance and start N games as the window opens; the picture waits for their report, up to two minutes past --wait (raise --wait for longer runs)
cli-help-screenshot-balance-players = The two players of --balance, A,B as for `simulate` (default scripted,scripted)
cli-help-screenshot-replay-at = FILE is a record: show its replay at this many orders into it, with the timeline
cli-help-screenshot-edit = Show the scenario editor on FILE (with --select, that element or feature picked)

cli-frame-usage = Usage:
cli-frame-options = Options
cli-frame-arguments = Arguments
cli-frame-commands = Commands
cli-frame-default = [default: { $value }]
cli-frame-possible = [possible values: { $values }]
cli-frame-more = For more information, try '{ $help }'.
cli-frame-tip = tip:
cli-frame-similar-argument = { $n ->
        [one] a similar argument exists: { $names }
       *[other] some similar arguments exist: { $names }
    }
cli-frame-similar-command = { $n ->
        [one] a similar command exists: { $names }
       *[other] some similar commands exist: { $names }
    }
cli-frame-similar-value = { $n ->
        [one] a similar value exists: { $names }
       *[other] some similar values exist: { $names }
    }
cli-frame-error-used-twice = the argument '{ $arg }' cannot be used multiple times
cli-frame-error-conflict = the argument '{ $arg }' cannot be used with { $with }
cli-frame-error-conflict-others = one or more of the other specified arguments
cli-frame-error-no-equals = equal sign is needed when assigning values to '{ $arg }'
cli-frame-error-value-missing = a value is required for '{ $arg }' but none was supplied
cli-frame-error-invalid-value = invalid value '{ $value }' for '{ $arg }'
cli-frame-error-possible = possible values: { $values }
cli-frame-error-unknown-command = unrecognized command '{ $command }'
cli-frame-error-missing = the following required arguments were not provided: { $args }
cli-frame-error-needs-command = '{ $command }' requires a command but one was not provided: { $commands }
cli-frame-error-too-many = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
cli-frame-error-too-few = { $wanted } values required by '{ $arg }'; only { $given } { $given ->
        [one] was
       *[other] were
    } provided
cli-frame-error-wrong-number = { $wanted } values required for '{ $arg }' but { $given } { $given ->
        [one] was
       *[other] were
    } provided
cli-frame-error-unknown-argument = unexpected argument '{ $arg }' found
cli-frame-error-other = the command line is not understood ({ $what })
