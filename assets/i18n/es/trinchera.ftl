# Las palabras de trinchera en español, como las escribe un jugador de wargames (glosario:
# docs/glosario.md). Las mismas claves y en el mismo orden que ../en/trinchera.ftl. $who,
# $target, $weapon y $enemy son nombres tal como los escribe el escenario o el reglamento.

## Dados: por qué no se pudo tirar un dado

dice-exhausted = los dados fijados se acabaron tras { $used } { $used ->
        [one] tirada
       *[other] tiradas
    }: añade más valores al registro
dice-any-score = cualquier resultado
dice-needs = necesita { $needed }
dice-roll-by-hand = Tira un dado por { $who }: { $purpose } ({ $needs }), y escríbelo
dice-share-both = las partes de ambos bandos
dice-share-other = la parte del otro bando
dice-share-first = la parte del primer bando
dice-share-second = la parte del segundo bando
dice-waiting-share = esperando { $whose } de la tirada { $roll } ({ $who }: { $purpose }): cada parte se da cuando la orden que la necesita ya es firme
dice-share-mismatch = la tirada { $roll } ({ $who }: { $purpose }) consta como { $recorded }, pero sus partes dan { $made }

## Dados: para qué se tira

roll-action-points = puntos de acción
roll-move-first = quién elige mover primero o segundo
roll-morale = { $test ->
        [unpinning] recuperación de clavado
        [rally] reagrupamiento
       *[rout-test] prueba de desbandada
    }{ $again ->
        [1] , segunda tirada
       *[0] {""}
    }
roll-peninsular = oficiales peninsulares, primera vez bajo fuego
roll-tank-fright = miedo a los carros ({ $attacks ->
        [0] { $hits } { $hits ->
            [one] impacto
           *[other] impactos
        }
       *[other] { $hits ->
            [0] { $attacks } { $attacks ->
                [one] ataque cuerpo a cuerpo
               *[other] ataques cuerpo a cuerpo
            }
           *[other] { $hits } { $hits ->
                [one] impacto
               *[other] impactos
            }, { $attacks } { $attacks ->
                [one] ataque cuerpo a cuerpo
               *[other] ataques cuerpo a cuerpo
            }
        }
    })
roll-to-hit = { $weapon } contra { $target }, alcance { $range }": para impactar
roll-knock-out = destrucción ({ $hits } { $hits ->
        [one] impacto
       *[other] impactos
    }, mejor { $weapon })
roll-sortie = salida aérea
roll-anti-aircraft = fuego antiaéreo contra { $aircraft }
roll-drift = desvío
roll-drift-distance = distancia del desvío
roll-drift-direction = dirección del desvío
roll-bombard-to-hit = { $weapon } contra { $target }{ $road ->
        [1] , en columna de marcha
       *[0] {""}
    }{ $observed ->
        [0] , sin observación
       *[1] {""}
    }: para impactar
roll-bombard-knock-out = destrucción ({ $hits } { $hits ->
        [one] impacto
       *[other] impactos
    }, { $weapon })
roll-close-assault-on-tank = asalto cuerpo a cuerpo al carro { $tank }
roll-close-combat = cuerpo a cuerpo contra { $enemy }

## Dados: qué necesita

need-at-least = { $n }+
need-more-than = más de { $n }
need-to-attack = { $n }+ para atacar
need-protected = { $n }+ { $protection }
need-move-first = 1-3 el bando con la iniciativa, 4-6 el otro
need-morale = { $n }+ ({ $quality }{ $mods ->
        [0] {""}
       *[other] , { $why }
    })
need-to-beat = más que { $enemy }{ $mods ->
        [0] {""}
       *[other] ; { $why }
    }
morale-modifier = { $by } { $what }
mod-crewed-weapon = arma con dotación
mod-headquarters = cuartel general
mod-defending-fortifications = defendiendo fortificaciones
mod-pinned = clavado
mod-buildings-or-trenches = en edificios o trincheras
mod-tank-against-infantry = carro contra infantería al descubierto
protection-armour = blindaje
protection-open = al descubierto
protection-soft-cover = en cobertura ligera
protection-hard-cover = en cobertura sólida
protection-trenches = en trincheras
protection-pillbox = en un búnker
feature-label = { $kind } (en { $x }", { $y }")
feature-label-named = { $name } ({ $kind })
sight-rule-hill = [INF] una colina tapa la visión entre dos elementos más bajos que ella
sight-rule-blocks = [INF] no se ve a través de { $kind }
sight-rule-smoke = [INF] el humo de un vehículo destruido tapa la visión hasta el final del turno { $turn }
going-open = despejado
going-bad = difícil
going-road = de carretera

## Dados: qué salió

out-ap = { $ap } PA
out-ap-tanks-run = { $ap } PA, y sus carros deben avanzar a toda velocidad en línea recta [SRC]
out-ap-tank-lost = { $ap } PA (perdió un carro: sus carros no pierden la cabeza [SRC])
out-chooses = la elección es de { $side }
out-passes = la supera
out-fails = falla
out-unpinned = deja de estar clavado
out-stays-pinned = sigue clavado
out-may-reroll = falla — { $quality }: puede tirar una vez más
out-peninsular-fails = falla — el mando queda clavado, la unidad pasa a { $quality }
out-officers-hold = los oficiales aguantan
out-frightened = asustado: se retirará fuera de la vista de todo enemigo y quedará clavado
out-steady = firme
out-hit = impacto
out-miss = fallo
out-knocked-out = sí — destruido
out-no = no
out-no-pinned = no — clavado
out-diverted = desviada a otro objetivo
out-late = con retraso: llega el turno que viene
out-attacks = ataca
out-driven-off = rechazada
out-misses = falla
out-drifts = se desvía
out-on-target = en el blanco
out-inches = { $n }"
out-degrees = { $n }°
out-tank-knocked-out = el carro queda destruido
out-score = { $value } { $modifier } = { $score }

## Dados: la regla de cada dado

rule-action-points = [SRC] puntos de acción: 1 D6 por batallón, compañía de carros y batería
rule-move-first = [SRC] tropas trabadas de la misma calidad: los dados deciden quién elige; [INF] qué resultado gana
rule-rout-test = [SRC] prueba de desbandada del 50% y del 20%
rule-rally = [SRC] los elementos desbandados pueden reagruparse una vez, como en el chequeo para dejar de estar clavado
rule-unpinning = [SRC] dejar de estar clavado: superar la tabla de calidad; la milicia repite un 4-5 una vez
rule-peninsular = [SRC] oficiales peninsulares: con 1-2 el mando queda clavado y la unidad pasa a milicia
rule-tank-fright = [SRC] miedo a los carros: un resultado igual o menor que los impactos (contando los ataques cuerpo a cuerpo) lo asusta
rule-to-hit = [SRC] tabla de fuego directo: { $weapon } impacta con { $n }+
rule-knock-out = [SRC] tabla de fuego directo: destrucción según la protección; una prueba por turno
rule-sortie = [INF] aviación: 1-2 desviada, 3 llega el turno siguiente, 4-6 ataca
rule-anti-aircraft = [INF] un arma antiaérea a su alcance rechaza la aviación con 5+
rule-drift = [INF] con un 1 el punto de mira se desvía D6" en una dirección al azar
rule-drift-distance = [INF] desvío de D6"
rule-drift-direction = [INF] dirección del desvío: 1 hacia el fondo de la mesa, cada punto 60° en el sentido de las agujas del reloj
rule-bombard-to-hit = [INF] artillería y aviación: un disparo en la línea de cañones de campaña, dos contra una columna de marcha, -1 sin observación
rule-bombard-knock-out = [SRC] tabla de fuego directo, línea de cañones de campaña: destrucción según la protección
rule-close-assault-on-tank = [INF] la infantería destruye un carro con un 6 (5-6 si es de élite o dinamiteros)
rule-close-combat = [INF] cuerpo a cuerpo: D6 enfrentados; el que pierde queda clavado y retrocede 1", destruido si el ganador saca el doble

## Shared dice: why a share or a secret given is refused
dice-share-no-side = no hay bando { $side }: los bandos son 0 y 1
dice-share-another = el bando { $side } ya dio otra parte para la tirada { $roll }
dice-share-out-of-order = la parte del bando { $side } para la tirada { $roll } llega fuera de orden: la siguiente es la tirada { $next }
dice-secret-mismatch = el secreto revelado del bando { $side } no coincide con su compromiso { $commitment }
dice-not-shared = los dados de esta partida no son compartidos entre dos jugadores

## Dice log

who-engaged-troops = tropas trabadas
roll-line = T{ $turn } { $phase }: { $who } sacó { $value } en { $purpose }{ $has_needs ->
        [1] {" "}({ $needs })
       *[0] {""}
    }: { $outcome }{ $typed ->
        [1] {" "}(a mano)
       *[0] {""}
    }
panel-no-dice = Aún no hay tiradas.
panel-die-in = { $line } — anotado, a la espera del siguiente dado
panel-die-so-far = { $who } sacó { $value } en { $purpose }: { $outcome }

## Phases

phase-action-points = puntos de acción
phase-movement = movimiento
phase-artillery = artillería y aviación
phase-direct-fire = fuego directo
phase-close-combat = cuerpo a cuerpo
phase-morale = moral
phase-unpinning = recuperación de clavados
phase-game-over = fin de la partida

## Panel

panel-new-game = Nueva partida o batalla rápida…
panel-new-game-tip = Continuar una partida guardada, empezar una batalla incluida o generar una mesa nueva; esta partida se guarda y espera
panel-forces = Fuerzas
panel-watching = Vigilando { $file }
panel-file = Archivo: { $path }
panel-built-in-file = La batalla incorporada (una copia para editar: { $path })
panel-edit = Editar el escenario
panel-edit-tip = Abrir el editor de escenarios sobre { $path }
panel-edit-built-in = La batalla incorporada no tiene archivo: `trinchera edit scenarios/default.ron` edita una copia en disco
panel-edit-no-file = La batalla incorporada no tiene archivo que editar: juega un archivo de escenario
panel-edit-refused = El editor solo abre un archivo que puede leer entero; corrige esto antes en el texto: { $first }
panel-edit-opened = El editor se abre sobre { $path }: guarda allí y esta mesa ofrecerá el cambio
panel-edit-failed = No se pudo abrir el editor: { $error }
panel-file-errors-game = El archivo tiene errores; la partida sigue con su propia versión.
panel-file-errors-last-good = El archivo tiene errores; el panel muestra la última versión buena.
panel-file-errors-none = El archivo tiene errores; corrígelo y guárdalo para ver la mesa.
panel-file-changed = El archivo tiene una versión más reciente. Esta partida, y la mesa, conservan la versión con la que empezó.
panel-new-game-changed = Nueva partida con el archivo cambiado
panel-new-game-changed-tip = Guarda esta partida tal como está y empieza otra con el archivo actual, guardada con un nombre nuevo
panel-battle-line = { $date }  ·  mesa de { $width }" x { $depth }"  ·  { $turns } { $turns ->
        [one] turno
       *[other] turnos
    }
panel-has-initiative = (tiene la iniciativa)
panel-terrain-legend = Leyenda del terreno
panel-about-battle = Sobre esta batalla
panel-help-view = Arrastra la mesa vacía o WASD/flechas para desplazar · rueda o +/- para el zoom · Inicio para encajar
panel-help-select = Clic en una peana para su ficha · Mayús+clic o Mayús+arrastrar para añadir · doble clic para su unidad
panel-help-move = Arrastra una peana para moverla · Espacio añade un punto de paso · Q/E giran · F encara el cursor
panel-group = { $n } peanas seleccionadas: un grupo. Arrastrar una las mueve todas por { $ap } PA: { $what }.
panel-not-group = { $n } peanas seleccionadas, no forman grupo: { $reason }. Arrastrar una mueve cada una lo mismo, 1 PA cada una.
panel-close-up = Agrupar junto a { $lead } ({ $ap } PA)
panel-close-up-tip = Mueve las demás a su lado, a un cuarto de pulgada, para que en adelante muevan como grupo
panel-cannot-close-up = No se pueden agrupar: { $reason }
panel-not-your-move = Ahora no te toca mover
panel-selected-reason = { $n } peanas seleccionadas: { $reason }
panel-click-for-card = Haz clic en una peana para ver su ficha.
panel-clear-selection = Quitar la selección
panel-element-link = { $kind } — clic para seleccionarla y verla
panel-legend-line = { $label }: terreno { $going }, { $protection }{ $blocks ->
        [1] , tapa la línea de visión
       *[0] {""}
    }
panel-language-tip = El idioma de la ventana: inglés o español

## The selected element's card

card-id = Id
card-type = Tipo
card-unit = Unidad
card-brigade = Brigada
card-quality = Calidad
card-faction = Facción
card-peninsular = { $faction } (ejército peninsular)
card-brigade-hq = cuartel general de brigada
card-commander = Comandante
card-side = Bando
card-move-title = Movimiento
card-move = { $inches }"
card-move-road = { $inches }", { $road }" por carretera
card-no-weapons = Sin armas.
card-weapons = Armas (tabla de fuego directo [SRC])
card-weapon = Arma
card-range = Alcance
card-shots = Disparos
card-to-hit = Para impactar
card-arc = Arco
card-turret = 360° (torreta)
card-hq = CG
card-status = Estado
card-position = Posición
card-position-value = ({ $x }, { $y }) encarado a { $facing }°
card-move-left = Movimiento restante
card-move-left-value = { $left }" de { $of }"
card-command = Mando
card-out-of-command = fuera de mando: +1 PA [INF]
card-unit-ap = PA de la unidad
card-unit-ap-value = quedan { $left } de { $ap }
status-pinned = clavado
status-good-order = en buen orden
status-arrives = llega en el turno { $turn }
status-awaiting = aún no está en la mesa
status-carried = transportado
status-knocked-out = destruido
status-routed = desbandado hacia la retaguardia

## Panel: the game

panel-by-hand = Tiro mis propios dados
panel-by-hand-tip = La mesa te pide cada dado en vez de tirarlo
panel-hotseat = Por turnos
panel-hotseat-tip = Pide al siguiente jugador que ocupe el asiento entre bando y bando
panel-ruler = Regla (M)
panel-ruler-tip = Arrastra de un elemento o un punto a otro: alcance, línea de visión, probabilidades
panel-ruler-drag = Arrastra sobre la mesa para medir.
panel-units = Unidades: fuerza y moral
panel-dice-log = Registro de dados ({ $n })
panel-refusing-rule-tip = La regla que rechazó la orden: docs/record-format.md enumera las habituales, src/rules/rule_id.rs todas
panel-turn-of = Turno { $turn } de { $turns }
panel-battle-over = La batalla ha terminado: se ha pasado el límite de turnos.
panel-side-phase = { $side }: fase de { $phase }
panel-ap-left = PA restantes
panel-ap-left-tip = Puntos de acción que quedan de los tirados, para órdenes este turno. Cada peana tiene además su propio movimiento del turno: un PA no da más pulgadas a una peana que ya lo ha gastado.
panel-can-move = pueden mover
panel-can-move-tip = Peanas de la unidad a las que les queda movimiento este turno: ellas, y solo ellas, pueden moverse aún con los PA restantes
panel-ap-of = de { $ap }
panel-can-move-no-ap = ninguna (sin PA)
panel-can-move-none = ninguna
panel-set-down = Bajar { $cargo }
panel-unhook = Desenganchar { $gun }
panel-mount-into = Subir a { $transport }
panel-limber-to = Enganchar a { $tow }
panel-transport-order = { $order } ({ $ap } PA)
panel-can-move-riding = { $n } { $n ->
        [one] montada, puede bajar
       *[other] montadas, pueden bajar
    }
panel-can-move-all = las { $n }
panel-can-move-some = { $free } de { $n }
panel-end-phase = Terminar fase ({ $side })
panel-end-phase-tip = Este bando ha terminado: mueve el otro bando, o sigue el turno
panel-end-phase-unused = { $side }: quedan { $ap } PA para mover. ¿Terminar el movimiento?
panel-end-phase-yes = Terminarlo
panel-end-phase-no = Seguir moviendo
panel-save = Guardar
panel-save-tip = Escribe el registro de la partida (Ctrl+S)
panel-replay = Repetición
panel-replay-tip = Mira la partida hasta ahora, orden a orden; la partida espera aquí tal como está
panel-undo = Deshacer
panel-undo-tip = Deshace tu último movimiento (Ctrl+Z); ni dados, ni órdenes del ordenador
panel-undo-nothing = Nada que deshacer desde la última tirada o la última orden del ordenador
panel-how-to-fire = Selecciona un elemento de { $side }, pasa sobre un enemigo para ver las probabilidades, haz clic para disparar. El fuego se resuelve cuando ambos bandos terminan la fase.

## Panel: dice, the ruler, odds, units, the end

panel-declared = declarado: { $shooter } contra { $target } ({ $shots } { $shots ->
        [one] disparo
       *[other] disparos
    })
panel-your-die = Tu dado
panel-dice-in-so-far = Dados anotados hasta ahora (en el registro, marcados como anotados):
panel-type-die = Haz clic en el resultado, o escríbelo con las teclas 1 a 6.
panel-move-first-title = { $side }: ¿mover primero o segundo?
panel-move-first = Hay tropas trabadas tácticamente: la elección de mover primero o segundo este turno es de { $side } [SRC]. Mientras no se haga, el primer movimiento sería de { $first } [INF].
panel-moves-first = { $side } primero
panel-moves-second = { $side } en segundo lugar ({ $other } primero)
panel-take-seat = { $side }, ocupa el asiento
panel-look-away = Turno { $turn }, fase de { $phase }. El otro jugador aparta la vista.
panel-i-play = Juego con { $side }
ruler-range = { $range }" de borde a borde
ruler-sight-clear = línea de visión despejada
ruler-blocked = tapada por { $what } — { $rule }
ruler-protection = protección del blanco: { $protection }
odds-heading = { $shooter } contra { $target }: { $range }", { $protection }
odds-weapon-shots = { $weapon } ({ $shots } { $shots ->
        [one] disparo
       *[other] disparos
    })
odds-click-to-fire = clic para disparar { $weapons }
odds-click-to-fire-all = clic para disparar las { $n } armas: { $weapons }
odds-out-of-range = fuera de alcance
odds-inside-minimum = dentro del alcance mínimo
odds-out-of-arc = fuera de arco
odds-line = { $weapon } ×{ $shots }: impacto { $hit }%, destrucción { $knock_out }%{ $needs ->
        [0] {" "}(imposible)
       *[other] {" "}({ $needs }+)
    }, clavar { $pin }% por disparo{ $problems ->
        [0] {""}
       *[other] {" "}— { $why }
    }
units-strength = { $percent }% ({ $left } de { $of })
units-strength-tip = Fuerza: elementos que le quedan de los que tenía al empezar
units-to-the-rear = { $n } en retaguardia
condition-fresh = intacta
condition-below-half = por debajo del 50%
condition-exhausted = agotada
condition-defeated = derrotada
condition-destroyed = destruida
end-win = Victoria de { $side }
end-draw = Empate
end-knocked-out = Destruidos
end-routed = Desbandados
end-objective = { $objective } (para { $side }): { $held }
end-held-by-nobody = no lo tiene nadie
end-held-by = en manos de { $side }
end-record-saved = El registro está guardado; `trinchera run` lo reproduce.
end-look-at-table = Ver la mesa

## Summaries of what the dice did

summary-more = { $title } — { $n } más por leer
summary-computers = Del ordenador; se cierra sola.
summary-why = Por qué ({ $n } { $n ->
        [one] suceso
       *[other] sucesos
    })
summary-next = Siguiente (Intro)
summary-close = Cerrar (Intro)
summary-close-all = Cerrar todas

## The first screen

first-tagline = Batallas de la Guerra Civil española: el reglamento aplicado por ti y cada dado a la vista.
first-carry-on = Continuar la partida guardada: { $title }, turno { $turn }, fase de { $phase }
first-carry-on-tip = { $path } ({ $orders } órdenes)
first-saved-at = , guardada el { $date }
first-other-saved = Otras partidas guardadas ({ $n })
first-other-game = { $title }: turno { $turn }, fase de { $phase }{ $when }
first-new-game = Una partida nueva
first-new-built-in = Nueva partida en la batalla incorporada
first-new-built-in-tip = La batalla de aprendizaje; su partida guardada se conserva, nunca se sobrescribe
first-or-scenarios = O una de las batallas de scenarios/:
first-new-on-tip = Una partida nueva en { $path }; sus partidas guardadas se conservan
first-who-plays-next = Después se pregunta quién juega cada bando. `trinchera play ARCHIVO` abre una batalla directamente.
first-back = Volver a la partida
first-back-tip = La partida en curso sigue como estaba
first-quick = Batalla rápida
first-table = Mesa
first-small = pequeña 48"x32"
first-medium = mediana 60"x40"
first-large = grande 72"x48"
first-year = Año
first-any-year = cualquiera
first-quick-button = Batalla rápida: una mesa nueva
first-quick-tip = Una batalla generada para esta partida (terreno, dos bandos del año, objetivos), guardada en quick-battles/ para volver a jugarla o editarla

## Artillery and aircraft in the panel

support-heading = Artillería y aviación [INF]
support-on-table = en la mesa: { $element }
support-off-table = fuera de la mesa
support-battery = { $battery } ({ $place }){ $fired ->
        [1] : ya ha disparado
       *[0] {""}
    }
support-battery-tip = Dispara una vez este turno a un punto que vea un CG u observador de tu bando: una zona de 4" x 2", un disparo en la línea de cañones de campaña contra cada elemento bajo ella [INF]
support-air-strike = Ataque aéreo ({ $left ->
        [one] queda { $left } salida
       *[other] quedan { $left } salidas
    })
support-air-strike-tip = Un D6: 1-2 desviada, 3 llega el turno siguiente, 4-6 ataca; la antiaérea enemiga a su alcance la rechaza con 5+; con un 1 las bombas se desvían D6" [INF]
support-aiming = Haz clic en la mesa para disparar allí; Esc o clic derecho para dejar de apuntar.
support-spotted-by = Observado por { $spotter }
support-nothing-under = Nada bajo la zona
support-road-column = { $shots } disparos, columna de marcha
support-unobserved = sin observación
support-target = { $label } ({ $side }): impacto { $to_hit }+ ({ $hit }%), { $needs ->
        [0] no puede destruir
       *[other] destrucción { $needs }+
    } ({ $knock_out }%){ $problems ->
        [0] {""}
       *[other] {" "}· { $why }
    }

## The replay's timeline

replay-to-start = |<
replay-to-start-tip = El principio
replay-turn-back = << turno
replay-turn-back-tip = Al principio del turno (Re Pág)
replay-phase-back = < fase
replay-phase-back-tip = Al principio de la fase, la parte de cada bando ([)
replay-order-back = < orden
replay-order-back-tip = Una orden atrás (,)
replay-order-forward = orden >
replay-order-forward-tip = Una orden adelante (.)
replay-phase-forward = fase >
replay-phase-forward-tip = A la fase siguiente (])
replay-turn-forward = turno >>
replay-turn-forward-tip = Al turno siguiente (Av Pág)
replay-to-end = >|
replay-to-end-tip = El final
replay-pause = Pausa
replay-play = Reproducir
replay-space = Espacio
replay-speed = { $n ->
    [one] { $n } orden/s
   *[other] { $n } órdenes/s
}
replay-play-from-here = Jugar desde aquí
replay-play-from-here-tip = Una partida nueva que sigue desde este punto, guardada con un nombre nuevo
replay-back-tip = La partida en curso, tal como la dejaste
replay-orders = órdenes
replay-where-over = Turno { $turn } · fin de la partida
replay-where = Turno { $turn } · { $phase } · { $side }
replay-at-start = { $place } · el principio, { $n ->
    [one] queda { $n } orden
   *[other] quedan { $n } órdenes
}
replay-at-order = { $place } · orden { $n } de { $total }: { $order } — { $outcome }
replay-accepted = aceptada
replay-rejected = rechazada [{ $rule }]: { $reason }

## `trinchera run`: the report of a record

report-orders = Órdenes:
report-order-rejected = { $index }. { $order } — RECHAZADA ({ $rule }): { $reason }
report-order-accepted = { $index }. { $order } — aceptada
report-dice = Dados:
report-roll = turno { $turn } { $phase }: { $who } saca { $value } en { $purpose }{ $has_needs ->
        [1] {" "}({ $needs })
       *[0] {""}
    }: { $outcome } { $rule }{ $typed ->
        [1] {" "}(tirado a mano)
       *[0] {""}
    }
report-events = Sucesos:
report-event = turno { $turn } { $phase }: { $text }
report-state = Estado: turno { $turn }, fase de { $phase }, le toca a { $side }
report-units = Unidades:
report-unit = { $ap } PA tirados, quedan { $left }; fuerza { $strength }%, { $state }
report-elements = Elementos:
report-element = ({ $x }, { $y }) encarado a { $facing }  { $status }{ $pinned ->
        [1] , clavado
       *[0] {""}
    }
report-result = Resultado: { $who } — { $reason }
report-draw = empate
report-win = victoria de { $side }
report-goes-on = Resultado: la batalla sigue

## Who plays, and the computer in the panel

seats-title = ¿Quién juega cada bando?
seats-people = Dos personas en una pantalla (por turnos), o una jugando ambos bandos.
seats-levels-hint = Dé un bando al ordenador y aquí se verá qué sopesa su nivel y cuán fuerte resultó al medirlo.
seats-computer-both = El ordenador juega ambos bandos: a mirar.
seats-against-computer = Juegas contra el ordenador.
seats-play = Jugar
seats-play-tip = Quién juega se guarda con la partida
seats-a-person = una persona
seats-the-computer = el ordenador
level-naive = naive: cada elemento va hacia el enemigo más cercano y dispara al blanco más cercano; una vara de medir, no un rival.
level-scripted = scripted: las reglas de las que parte cada nivel del ordenador, elemento por elemento (avanzar a saltos de cubierta en cubierta, mantener el terreno si tiene a tiro, disparar al blanco más fácil de eliminar); no mira nada por delante.
level-easy = easy: el guion, y cada unidad sopesa seguirlo o mantenerse y disparar, mirando un turno por delante con una sola serie de dados.
level-normal = normal: el comportamiento de cada unidad en el turno (a saltos, avanzar a fondo, mantenerse, cerrar, replegarse) elegido mirando por delante con 8 series de dados, y el plan comprobado con 12 batallas jugadas hasta el final.
level-hard = hard: como normal con el doble de series de dados, dos vueltas por las unidades y 24 batallas hasta el final: unas tres veces lo que piensa normal.
level-bold = bold: el mismo nivel, que valora más el terreno ganado hacia los objetivos.
level-cautious = cautious: el mismo nivel, que valora más sus propias tropas.
level-measured = Medido contra { $against } en 50 batallas generadas con las que nunca se ajustó: { $score } % de { $games } partidas (intervalo del 95 %: { $low }–{ $high } %), un empate cuenta medio.
computer-replay = Repetición: la partida tal como estaba en el punto que muestra la línea de tiempo. Jugar desde aquí sigue desde él como partida nueva.
computer-play-against = Jugar contra el ordenador…
computer-play-against-tip = Elige quién juega cada bando: una persona, o el ordenador con un nivel
computer-skipping = Saltando al final de su fase…
computer-skip = Saltar al final de su fase
computer-skip-tip = Sus órdenes de esta fase van de una vez, sin pausas; los resúmenes que tocan a tus tropas te esperan
computer-its-last-order = Su última orden ({ $side }): { $order }
computer-why = ¿Por qué?
computer-why-tip = Lo que el ordenador sopesó en sus últimas decisiones
computer-who-plays = Quién juega…
computer-who-plays-tip = Una persona o el ordenador, para cada bando
computer-plays-both = El ordenador juega ambos bandos: { $first } ({ $a }) y { $second } ({ $b }).
computer-you-play = Juegas con { $you }; el ordenador ({ $level }) juega con { $it }.
computer-people-both = Personas juegan ambos bandos.
computer-thinking = { $side } pensando… { $seconds } s
computer-waits-move-first = El ordenador ({ $side }) espera a que elijas quién mueve primero
computer-waits-summary = El ordenador ({ $side }) espera mientras lees lo que ha pasado (Intro)
computer-to-play = le toca a { $side }
computer-last = Última: { $order }
computer-thought = T{ $turn } { $phase } · { $side }: { $choice }
computer-scores = puntuación: { $measure }
computer-candidate-chosen = { $candidate } (elegido)
computer-nothing-yet = Aún no ha decidido nada.
computer-no-reasons = Este jugador no da razones.

## Sucesos: lo que pasó aparte de los dados (el registro de dados, los resúmenes, `run`)

ev-rout-test = { $unit } hace una prueba de desbandada: { $why } [SRC]
ev-rout-test-no-dice = { $unit } hace una prueba de desbandada: { $why }; no le queda ningún elemento sin clavar que tire un dado [SRC]
ev-why-lost-this-turn = ha perdido { $n } de sus { $of } elementos este turno ({ $share } o más)
ev-why-fell-below = ha caído por debajo del { $half } de su fuerza ({ $now })
ev-why-lost-more-below = ha sufrido más bajas estando por debajo del { $half } ({ $now })
ev-routs = { $who } se desbanda hacia retaguardia, hasta ({ $x }, { $y }) [SRC]
ev-rallies = { $who } se reagrupa y se une a { $unit } [SRC]
ev-rallies-alone = { $who } se reagrupa sin unirse a ninguna unidad [SRC]
ev-brigade-exhausted = { $brigade } está agotada: solo le queda un batallón por encima del { $half } y no avanzará más [SRC]
ev-brigade-defeated = { $brigade } está derrotada: todos sus batallones están por debajo del { $half }; se retira [SRC]
ev-brigade-fresh = { $brigade } vuelve a estar en buen estado
ev-retires = { $who } se retira { $went }", detenido por { $stop }: su brigada está derrotada [SRC]
ev-officers-fail = los oficiales de { $unit } fallan: { $who } queda clavado y la unidad pasa a ser { $quality } [SRC]
ev-unpinned = { $who } deja de estar clavado [SRC]
ev-arrives = { $unit } llega a la mesa
ev-tank-runs = { $who } avanza { $went }" en línea recta hasta ({ $x }, { $y }), detenido por { $stop }: su unidad sacó un 1 en los puntos de acción [SRC]
ev-phase-ended = fin de la fase de { $phase } de { $side }
ev-battle-ends = termina la batalla: { $reason }
ev-turn-limit = se alcanza el límite de { $turns } { $turns ->
        [one] turno
       *[other] turnos
    }: termina la batalla
ev-engaged = hay tropas trabadas (a menos de { $within }" y a la vista de un enemigo [INF]): { $first } { $first_troops }, { $second } { $second_troops }
ev-engaged-better = { $engaged }; la mayoría de tropas de mejor calidad, y con ella la elección de mover primero o segundo, es de { $side } [SRC]
ev-engaged-same = { $engaged }; la misma calidad en ambos bandos: el dado da a { $side } la elección de mover primero o segundo [SRC]
ev-moves-first-unless = hasta que se haga la elección de { $decider }, antes de que nadie mueva, el primer movimiento es de { $first } [INF]
ev-chooses-order = elección de { $side }: mover { $order ->
        [first] primero
       *[second] segundo
    }; el primer movimiento es de { $mover } [SRC]
ev-battery-fires = { $battery } dispara sobre ({ $x }, { $y }), con observación de { $spotter } [INF]
ev-aircraft-bombs = { $who } bombardea ({ $x }, { $y }) [INF]
ev-support-hits = { $who } impacta a { $target } [INF]
ev-pinned = { $who } queda clavado [SRC]
ev-fire-hits = { $who } impacta a { $target } { $times ->
        [1] una vez
       *[other] { $times } veces
    } con { $weapon } [SRC]
ev-pin-hit = { $who } { $why } — { $armoured ->
        [yes] los carros nunca quedan clavados; los impactos cuentan para su prueba de miedo a los carros [SRC]
       *[no] queda clavado [SRC]
    }
ev-why-hit-again = ha recibido otro impacto, pero solo hace una prueba de destrucción por turno [SRC]
ev-why-cannot-knock-out = ha recibido impactos de armas que aquí no pueden destruirlo ("–" en la tabla)
ev-not-knocked-out = { $who } no es destruido, pero queda clavado [SRC]
ev-knocked-out = { $who } es destruido [SRC]
ev-animosity = { $unit } ({ $faction }) y { $rival } ({ $rival_faction }) no combatirán juntos [SRC animosidad]: { $unit } tiene más elementos a alcance de fusil ({ $mine } contra { $theirs }) y es la dominante; { $rival } suspende su ataque
ev-closes-with-tank = { $who } se lanza contra { $tank }: el ataque cuenta para su prueba de miedo a los carros tras todo el cuerpo a cuerpo [SRC]
ev-knocks-out-tank = { $who } destruye el carro { $tank } en cuerpo a cuerpo [INF]
ev-standstill = { $who } y { $enemy } quedan en tablas ({ $score } cada uno) [INF]
ev-close-combat-knocks-out = { $who } gana el cuerpo a cuerpo por { $won } a { $lost }, { $ratio ->
        [2] el doble
       *[other] { $ratio } veces más
    }: { $loser } es destruido [INF]
ev-close-combat-falls-back = { $who } gana el cuerpo a cuerpo por { $won } a { $lost }: { $loser } queda clavado y retrocede { $inches }" [INF]
ev-frightened = { $who } siente miedo a los carros: retrocederá en su próximo movimiento [SRC]
ev-frightened-drives-off = { $who } siente miedo a los carros: retrocede { $went }" hasta el borde de la mesa, aún a la vista del enemigo, y sale de la mesa [SRC retirada; INF morale.frightened_leave_table]
ev-frightened-retreats = { $who } siente miedo a los carros: retrocede { $went }" alejándose del enemigo, { $stop ->
        [out-of-sight] hasta quedar fuera de la vista de todo enemigo [SRC]
        [table-edge] hasta el borde de la mesa, aún a la vista, y allí se detiene [INF morale.frightened_leave_table]
       *[blocked] hasta que algo le cierra el paso, aún a la vista [INF]
    }, y queda clavado hasta que supere una prueba de recuperación de clavado [SRC]

## Qué detuvo un movimiento que nadie ordenó

stop-table-edge = el borde de la mesa
stop-feature = { $feature }
stop-element = { $who } ({ $id })
stop-far-side = el otro extremo de la mesa
stop-bad-going-closed = terreno difícil vedado para él [SRC]
stop-feature-closed = { $feature }, vedado para él [SRC]
stop-whole-turn-to-cross = { $obstacle }, un turno entero para cruzarlo [SRC]
stop-half-move-to-cross = { $obstacle }, medio movimiento para cruzarlo [SRC]
stop-full-move-bad-going = su movimiento completo, a media velocidad en terreno difícil [INF]
stop-full-move = su movimiento completo

## Cómo terminó la batalla

result-defeated = { $n ->
        [one] { $brigades } derrotada
       *[other] { $brigades } derrotadas
    }: una brigada derrotada hace perder la batalla a su bando [INF]
result-both-defeated = ambos bandos tienen una brigada derrotada: empate [INF]
result-objective-held = { $objective }: en manos de { $side }
result-objective-free = { $objective }: no lo tiene nadie
result-turn-limit = el límite de turnos: objetivos { $first } { $score_first } – { $score_second } { $second } ({ $objectives }) [INF]

## Uniones de listas

join-and = { " y " }
join-semicolon = { "; " }
join-comma = { ", " }

## Resúmenes: lo que hizo un paso, en líneas cortas

sum-title = Turno { $turn }: { $phase }
sum-hits = { $n ->
        [0] Ningún impacto
        [1] 1 impacto
       *[other] { $n } impactos
    }
sum-hit = {"  "}{ $who } impactó a { $target }{ $times ->
        [1] {""}
       *[other] {" "}×{ $times }
    }
sum-shells = Proyectiles o bombas
sum-element = elemento { $n }
sum-knocked-out = Destruidos
sum-pinned = Clavados
sum-frightened = Con miedo a los carros
sum-routed = Desbandados
sum-unpinned = Ya no están clavados
sum-rallied = Reagrupados
sum-arrived = Han llegado
sum-forced = Movidos por las reglas
sum-forced-who = { $who } { $inches }"
sum-befell = { $heading }: { $who }
sum-nothing-changed = { $dice ->
        [1] No cambió nada (1 dado)
       *[other] No cambió nada ({ $dice } dados)
    }

## Negativas: por qué se rechazó una orden (el panel, la vista previa del movimiento, la línea de órdenes)

rej-animosity = { $unit } ({ $faction }) y { $rival } ({ $rival_faction }) no { $what ->
        [fire] dispararán contra
       *[close] combatirán cuerpo a cuerpo contra
    } el mismo objetivo [SRC animosidad]; { $why }
rej-animosity-in = { $unit } ({ $faction }) y { $rival } ({ $rival_faction }) no { $what ->
        [fire] dispararán contra
       *[close] combatirán cuerpo a cuerpo contra
    } el mismo objetivo en { $feature } [SRC animosidad]; { $why }
rej-why-assaulted = { $rival } ya lo ha asaltado y es el atacante [INF morale.animosity_dominance]
rej-why-dominant = { $rival } tiene tantos o más elementos a alcance de fusil ({ $theirs } contra { $mine }) y es la dominante
rej-wrong-phase = el cuerpo a cuerpo empieza moviendo al contacto en la fase de movimiento [INF]
rej-not-an-enemy = { $who } no es un enemigo sobre la mesa
rej-below-half-strength = { $name } está por debajo del { $half_strength }% de su fuerza y no entrará por propia voluntad en cuerpo a cuerpo [SRC]
rej-engaged-choice = la elección de mover primero o segundo es de { $side } [SRC]; nadie mueve hasta que se haga [INF movement.engaged_choice]
rej-unknown-side = no hay ningún bando `{ $side_id }` en esta batalla
rej-wrong-phase-2 = el orden de movimiento se elige al comienzo de la fase de movimiento [SRC]
rej-engaged-choice-2 = no hay ninguna elección abierta de quién mueve primero: no hay tropas trabadas este turno, o el movimiento ya ha empezado [SRC]
rej-engaged-choice-3 = la elección de mover primero o segundo es de { $side }, no de { $side2 } [SRC]
rej-wrong-phase-3 = el fuego se declara en la fase de fuego directo; esta es la fase de { $phase } [SRC]
rej-not-your-turn = es el fuego directo de { $side }: { $who } pertenece a { $side2 }
rej-not-on-table = { $who } no está sobre la mesa
rej-pinned = { $who } está clavado: las tropas clavadas no pueden disparar [SRC]
rej-not-an-enemy-2 = { $who } es del mismo bando
rej-moved-do-not-fire = { $who } ha movido este turno: solo disparan los elementos que no han movido, salvo las armas de los vehículos [SRC]
rej-no-line-of-sight = { $who } no ve a { $other }: se lo impide { $what } { $rule }
rej-unknown-weapon = { $who } no tiene el arma { $weapon }
rej-no-weapon = { $who } no tiene ningún arma
rej-shots = a { $who } le { $left ->
        [one] queda { $left } disparo
       *[other] quedan { $left } disparos
    } con { $weapon }
rej-fired-all = { $who } ya ha hecho todos sus disparos de { $weapon } este turno [SRC]
rej-out-of-range = { $target } está a { $range }": fuera del alcance de { $weapon } [SRC tabla de fuego directo]
rej-inside-min-range = { $target } está a { $range }": dentro del alcance mínimo de { $weapon } [SRC tabla de fuego directo]
rej-out-of-arc = { $target } está fuera del arco de { $weapon } [SRC: las armas con dotación y los carros disparan 60° al frente; fusiles y fusiles ametralladores, 180°]
rej-column-lead = { $who } no es el carro de cabeza de su columna: solo el de cabeza dispara en el arco frontal [SRC]
rej-extra-shots = los disparos adicionales van al mismo objetivo o a un elemento adyacente a él: { $target } no está junto a { $other } [SRC]
rej-unknown-element = no hay ningún elemento `{ $id }` en esta batalla
rej-game-halted = la partida no puede seguir: { $h }
rej-game-over = la batalla ha terminado: se ha superado el límite de { $turns } { $turns ->
        [one] turno
       *[other] turnos
    }
rej-dice-shared-not-by-hand = los dados de esta partida los hacen ambos bandos juntos, con sus partes: ninguno se teclea a mano
rej-not-a-die = un D6 marca de 1 a 6, no { $v }
rej-unknown-name = el escenario nombra { $what ->
        [unit-kind] el tipo de unidad
        [quality] la calidad
        [faction] la facción
       *[element-type] el tipo de elemento
    } `{ $name }`, que este reglamento no define
rej-wrong-phase-4 = los elementos solo mueven en la fase de movimiento; esta es la fase de { $phase } [SRC]
rej-not-your-turn-2 = es el movimiento de { $side }: { $who } pertenece a { $side2 } [SRC: el bando con la iniciativa mueve primero, después el otro]
rej-not-on-table-2 = { $who } aún no ha llegado
rej-carried = { $who } va transportado: desmóntalo o desengánchalo primero [SRC]
rej-not-on-table-3 = { $who } ha sido destruido
rej-routed = { $who } se ha desbandado hacia retaguardia [SRC]
rej-pinned-2 = { $who } está clavado: los elementos clavados no mueven [SRC]
rej-brigade-defeated = la brigada de { $who } está derrotada: sus batallones se retiran según las reglas, no por órdenes [SRC]
rej-off-table = ({ $x }, { $y }) está fuera de la mesa: nada sale de la mesa [SRC]
rej-bad-going = { $who } no puede entrar en { $label }: solo la infantería y las armas de apoyo sin ruedas entran en terreno difícil [SRC]
rej-bad-going-2 = { $who } no puede entrar en { $label } [SRC: terreno difícil: solo entran la infantería y las armas de apoyo sin ruedas]
rej-interpenetration = { $who } atravesaría a { $other }: los vehículos no se interpenetran [SRC]
rej-interpenetration-2 = { $who } atravesaría el vehículo { $other }: las tropas atraviesan tropas, no vehículos [SRC]
rej-brigade-exhausted = la brigada de { $who } está agotada: no avanza más, y este movimiento va hacia el enemigo [SRC]
rej-off-table-2 = la peana de { $who } sobresaldría del borde de la mesa: nada sale de la mesa [SRC]
rej-stacking = { $who } terminaría su movimiento encima de { $other } [INF: las peanas pueden atravesar tropas, pero no detenerse sobre ellas]
rej-move-distance = { $who } no puede mover
rej-whole-turn-obstacle = cruzar { $obstacle } lleva un turno entero [SRC]: { $who } ya ha movido este turno
rej-whole-turn-obstacle-2 = cruzar { $obstacle } lleva un turno entero [SRC]: el movimiento que lo cruza puede medir como mucho { $cap }" ({ $across }" para cruzarlo, la peana de { $depth }" y { $whole_turn_margin }" más [INF]); este recorrido mide { $length }"
rej-too-far = a { $who } le quedan { $left }" de su movimiento de { $full_move }"; este recorrido usa { $used }", { $over }" de más [SRC distancias de movimiento]
rej-too-far-why = a { $who } le quedan { $left }" de su movimiento de { $full_move }" [SRC distancias de movimiento]; este recorrido usa { $used }", { $over }" de más: { $why }
far-road = { $inches }" por carretera a velocidad de carretera [INF a prorrata]
far-bad-going = { $inches }" en terreno difícil a media velocidad [INF]
far-obstacles = { $n } { $n ->
        [one] obstáculo
       *[other] obstáculos
    } a medio movimiento cada uno [SRC]
rej-brigade-hq-moves-once = { $who } ya ha movido este turno: un CG de brigada mueve una vez por turno [INF]
# La etiqueta es la del coste ({ $why } dice "1 por mover un elemento [SRC]"): no otra aquí.
rej-action-points = a { $name } le quedan { $ap_left } PA; esto cuesta { $points } ({ $why })
cost-base = { $n } por { $what }
cost-out-of-command = { $n } porque { $who } está a más de { $radius }" de su CG [INF]
cost-turn-in-place = girar sin desplazarse no es un movimiento [INF]
act-move-one = mover un elemento [SRC]
act-move-group = mover un grupo [SRC]
act-move-column = mover una columna [SRC]
act-move-tank-group = mover un grupo de carros [SRC]
act-change-formation = cambiar de formación [SRC]
act-move-into-contact = mover al contacto [INF]
act-transport = { $verb } [SRC]
act-transport-group = { $verb } un grupo [SRC]
verb-transport = { $verb ->
        [mount] montar
        [dismount] desmontar
        [limber] enganchar
       *[unlimber] desenganchar
    }
rej-no-change = { $who } ya está ahí, encarado en esa dirección
rej-malformed-order = un grupo necesita al menos un elemento
rej-malformed-order-2 = { $id } aparece dos veces
rej-group = { $who } no es de la misma unidad que { $other }: un grupo son elementos de una sola unidad [INF]
rej-group-2 = estos elementos no forman un grupo: cada uno debe estar a menos de { $group_radius }" de otro [INF]
rej-group-3 = tropas y vehículos no mueven como un solo grupo: monta primero las tropas [INF]
rej-column = los camiones cuestan un punto cada uno para mover salvo en columna, a no más de { $column_gap }" entre sí [SRC]
rej-tank-group = { $who } y { $other } no se ven entre sí por { $what }: todos los carros de un grupo deben verse entre sí [SRC]
rej-malformed-order-3 = { $members } elementos pero { $places } posiciones: da una posición (x, y, encaramiento) por elemento
rej-formation = los cambios de formación son para las tropas; los vehículos forman columnas [INF]
rej-formation-2 = solo un grupo cambia de formación [SRC]
rej-formation-3 = la nueva formación no es un grupo: cada elemento debe estar a menos de { $group_radius }" de otro [INF]
rej-unknown-unit = no hay ninguna unidad `{ $id }` en esta batalla
rej-unknown-side-2 = la batería `{ $id }` no nombra ningún bando de esta batalla
rej-unknown-name-2 = batería `{ $id }`: facción desconocida `{ $faction }`
rej-unknown-battery = no hay ninguna batería `{ $id }` en esta batalla
rej-battery-cannot-fire = { $name } ya ha disparado este turno: una batería dispara una vez por turno [INF]
rej-battery-cannot-fire-2 = { $name }: su pieza { $who } { $why ->
        [pinned] está clavada
        [absent] no ha llegado
        [limbered] está enganchada
        [knocked-out] está destruida
       *[routed] se ha desbandado
    } [INF]
rej-aim-off-table = ({ $x }, { $y }) está fuera de la mesa
rej-wrong-phase-5 = la artillería y la aviación actúan en la fase de artillería; esta es la fase de { $phase }
rej-not-your-turn-3 = es la fase de artillería de { $side }
rej-no-spotter = ningún observador de { $side } ve ({ $x }, { $y }): una batería dispara a un punto que vea un CG u observador de su bando (no de una facción a la que no apoye) [INF]
rej-animosity-2 = { $name } ({ $faction }) no apoyará a { $name2 } ({ $faction2 }): su zona cae sobre { $who }, al que { $name3 } ha asaltado este turno [SRC animosidad: sin apoyo de artillería]
rej-no-sortie = no quedan salidas aéreas para { $side } este turno [INF]
rej-not-an-enemy-3 = { $who } es del enemigo
rej-cargo = { $who } no puede { $verb } [SRC]
rej-cargo-2 = { $who } no puede llevar { $cargo ->
        [troops] tropas
       *[guns] piezas de artillería
    } [INF]
rej-cargo-3 = { $who } ya lleva a { $other } [INF: un elemento de cada clase]
rej-adjacent = { $who } está a { $gap }" de { $other }: debe estar adyacente (a menos de { $adjacent }") para { $verb } [SRC]
rej-not-carried = { $who } no va transportado
rej-no-room = { $who } no tiene sitio detrás de { $other }: se lo impide { $why }
rej-transport-movement = { $who } solo puede montar, desmontar, enganchar o desenganchar en el movimiento de su propio bando [SRC]
rej-pinned-3 = { $who } está clavado y no puede mover [SRC]
rej-malformed-order-4 = nombra al menos un elemento
rej-cargo-4 = { $who } lleva un solo elemento de tropas [INF]
rej-cargo-5 = { $who } es una pieza de artillería: desengánchala [SRC]
rej-cargo-6 = { $who } no es una pieza de artillería: desmóntalo [SRC]
rej-malformed-order-5 = { $who } aparece dos veces
rej-adjacent-2 = estos elementos no son adyacentes: solo los elementos a menos de { $adj }" entre sí pueden { $verb } en grupo [SRC]
rej-malformed-order-6 = nombra al menos un elemento y su transporte
rej-cargo-7 = { $who } aparece dos veces: cada transporte lleva un elemento de cada clase [INF]
rej-not-your-turn-4 = es la fase de { $phase } de { $side }: { $side2 } no puede terminarla

## Negativas del juego en red

net-host-refused = el anfitrión la rechazó ({ $rule }): { $reason }
net-host-said = { $reason }
net-battle-on-its-way = la partida no ha empezado: la batalla del anfitrión aún está en camino
net-spectator-no-orders = un espectador no da órdenes
net-begins-on-join = la partida empieza cuando el otro jugador se une con el código
net-start-dice-not-in = la partida no ha empezado: aún no han llegado los dados de su comienzo
net-cannot-choose-for = { $side } no puede elegir por { $other } quién mueve primero
net-does-not-choose-now = la elección de quién mueve primero no es de { $side } ahora
net-not-its-order = { $side } dio una orden cuando le toca darla a { $active }
net-no-more-orders = ya no se envía ninguna orden al anfitrión: { $why }
net-game-over = la partida ha terminado
preview-not-one-by-one = { $why }; uno a uno tampoco pueden mover: { $reason }

## Avisos de la mesa (la línea del panel bajo la partida)

note-file-changed = El archivo del escenario ha cambiado: la partida en curso conserva la versión con la que empezó.
note-cannot-save-in-progress = No se puede guardar la partida en curso en { $path }: { $error }. No se ha empezado ninguna partida nueva.
note-new-game-on-changed-file = Partida nueva con el archivo cambiado: se guarda en { $path }. La anterior está en { $old }.
note-cannot-start = La partida no puede empezar: { $error }
note-autosave-failed = el guardado automático en { $path } ha fallado: { $error }
note-replay-not-saved = Una repetición no se guarda: «Jugar desde aquí» guarda una partida nueva que sigue desde el punto mostrado.
note-saved = Guardado en { $path }
note-cannot-save = No se puede guardar { $path }: { $error }
note-undo-asked = Se ha pedido al otro jugador que deshaga tu última orden: esperando su respuesta
note-undone = Deshecho: { $order }
note-undo-not-asked = No se puede pedir deshacer tu última orden: { $why }
note-undo-watching = Estás de espectador: no tienes órdenes que deshacer
undo-nothing = no hay nada que deshacer
undo-dice-rolled = la última orden tiró dados o terminó la fase: no se puede deshacer
undo-computers-order = la última orden fue del ordenador: deshacer solo devuelve tus propias órdenes
note-undone-both = La última orden se ha deshecho en ambas máquinas.
note-cannot-open-replay = No se puede abrir la repetición: { $error }
note-goes-on-from = Una partida nueva sigue desde la orden { $from }: se guarda en { $path }; { $kept } queda como estaba.
note-goes-on-from-game = Una partida nueva sigue desde la orden { $from }: se guarda en { $path }; la partida anterior queda como estaba.
note-no-computer-player = No hay ningún jugador del ordenador `{ $name }` ({ $known }): una persona juega el bando { $side }.
note-computer-failed = El ordenador que juega con { $side } ha fallado al pensar; termina su fase.
note-computer-roll = La tirada del ordenador, para { $side }: { $reason }
note-computer-could-not-end = El ordenador no ha podido terminar la fase de { $phase } de { $side } ({ $reason }): ahora juegas tú con { $side }.
note-let-go-off-table = Soltado fuera de la mesa: no se ha dado el movimiento.
note-not-moved = No se ha movido: { $why }

## Por qué la persona no puede dar ahora estas órdenes

not-yours-choose-game = elige antes una partida
not-yours-replay = esto es una repetición: «Jugar desde aquí» sigue desde ella
not-yours-computer = el ordenador juega con { $side }
not-yours-choose-seats = elige antes quién juega cada bando
not-yours-seat = esperando a que el siguiente jugador ocupe su puesto

## La vista previa del movimiento

preview-one-by-one = { $n } peanas una a una, { $ap } · { $why }
preview-ap = { $spent } PA (quedan { $left })
preview-used-left = { $used }" usadas, quedan { $left }" · { $ap }
preview-close-with = al contacto con { $target } · { $ap } · se combate en la fase de cuerpo a cuerpo
preview-group = { $n } elementos en grupo · { $ap }
preview-leaves-command-one = sale del alcance de su CG: fuera de mando: +1 PA por orden desde entonces [INF]
preview-leaves-command = { $who } salen del alcance de su CG: fuera de mando: +1 PA por orden desde entonces [INF]
preview-fire-given-up = al mover renuncia al fuego de este turno{ $tag }
preview-fire-given-up-some = al mover renuncian al fuego de este turno { $who } (los vehículos siguen disparando){ $tag }

## Órdenes en palabras para las personas

order-moves-to = { $who } mueve a ({ $x }, { $y })
order-move-together = { $who } mueven juntos ({ $x }, { $y })
order-closes-with = { $who } entra en contacto con { $target }
order-fires-at = { $who } dispara contra { $target }
order-battery-fires = { $battery } dispara sobre ({ $x }, { $y })
order-air-strike = un ataque aéreo sobre ({ $x }, { $y })
order-air-strike-diverted = un ataque aéreo dirigido a ({ $x }, { $y }): desviado a otro objetivo, no lanzó nada [INF]
order-air-strike-next-turn = un ataque aéreo dirigido a ({ $x }, { $y }): con retraso, llega el turno que viene [INF]
order-air-strike-driven-off = un ataque aéreo dirigido a ({ $x }, { $y }): rechazado por el fuego antiaéreo [INF]
order-air-strike-drifted = un ataque aéreo dirigido a ({ $x }, { $y }): se desvió y bombardeó ({ $to_x }, { $to_y }) [INF]
order-ends-phase = termina su fase
order-dice-back = devuelve los dados a la mesa

## Orders in words for the command line (elements by id; `verify`, the network's lines, records)
order-id-move = mover { $element } a ({ $x }, { $y })
order-id-move-group = mover { $elements } ({ $x }, { $y })
order-id-formation = cambiar la formación de { $elements }
order-id-mount = montar { $elements } en { $into }
order-id-dismount = desmontar { $elements }
order-id-limber = enganchar { $gun } a { $to }
order-id-unlimber = desenganchar { $gun }
order-id-mount-group = montar { $pairs }
order-id-limber-group = enganchar { $pairs }
order-id-pair-into = { $a } en { $b }
order-id-pair-to = { $a } a { $b }
order-id-moves-first = primer movimiento para { $side }
order-id-moves-second = segundo movimiento para { $side }
order-id-bombard = { $battery } dispara sobre ({ $x }, { $y })
order-id-air-strike = ataque aéreo de { $side } sobre ({ $x }, { $y })
order-id-end-phase = terminar la fase de { $side }
order-id-dice-typed = dados tecleados: { $dice }
order-id-players-roll = los jugadores tiran sus propios dados
order-id-game-rolls = el juego tira los dados

## Rótulos sobre la mesa

label-objective = Objetivo: { $name } ({ $holder })

## La ventana de la partida en red

net-window = Partida en red
net-side = bando { $n }
net-undo-asked = petición de { $side } de deshacer su última orden: { $order }
net-accept = Aceptar
net-refuse = Rechazar
net-hosting = Eres el anfitrión. El otro jugador se une con:
net-copy-code = Copiar el código para unirse
net-copy-code-tip = trinchera join CÓDIGO en la otra máquina
net-other-here = El otro jugador está aquí: { $side }
net-other-gone = El otro jugador ({ $side }) no está conectado: la partida espera a que vuelva a unirse con el código
net-waiting-other = Esperando al otro jugador, que jugará con { $side }
net-spectators = { $n } { $n ->
        [one] espectador
       *[other] espectadores
    }
net-joined = Te has unido: juegas con { $side }
net-joined-spectator = Te has unido como espectador
net-joining = Uniéndose
net-table-stays-open = La mesa sigue abierta para mirar: selecciona peanas, lee las fichas y el registro de dados.
net-connecting = Conectando con el anfitrión…
net-connected = Conectado con el anfitrión
net-latency = Latencia: { $ms } ms (ida y vuelta)
net-begins-when-joined = La partida empieza cuando se hayan unido ambos bandos.
net-first-dice = Tirando con el otro bando los primeros dados de la batalla…
net-over = La partida ha terminado.
net-waiting-share = Esperando la parte de los dados del otro bando…
net-your-move = Te toca ({ $side }).
net-move-away = Le toca a { $side }: esperando a que vuelva el otro jugador.
net-other-move = Le toca al otro jugador ({ $side }).
net-move-of = Le toca a { $side }.
net-chat = Chat
net-spectators-read = Los espectadores leen el chat.
net-say-something = Escribe algo
net-send = Enviar

## La sección de equilibrio del panel (el ordenador contra el ordenador en el escenario)

bal-no-report = las partidas se detuvieron sin informe
bal-header = Equilibrio
bal-against = contra
bal-running = { $a } contra { $b } en { $file }
bal-progress = { $done }/{ $n } partidas
bal-stop = Detener
bal-stop-tip = No jugar más partidas; el informe cuenta las ya jugadas
bal-gone = { $gone } transcurridos
bal-gone-stopping = { $gone } transcurridos, deteniéndose tras las partidas en curso
bal-gone-left = { $gone } transcurridos, quedan unos { $left }
bal-intro = Dos jugadores del ordenador en { $file }, cada uno juega cada bando en la mitad de las partidas.
bal-slow-debug = fácil, normal y difícil piensan cada turno: segundos por partida, y mucho más lento en esta compilación de depuración.
bal-slow = fácil, normal y difícil piensan cada turno: segundos por partida.
bal-games = Partidas
bal-run = Jugar
bal-run-tip = Juega el archivo del escenario tal como está guardado ahora, en segundo plano
bal-cannot-write = error: no se puede escribir la batalla incorporada en { $path }: { $error }
bal-wins = { $side }: victorias
bal-draws = Empates
bal-k-of-n = { $k } de { $n }
bal-interval = [ ]: intervalo de Wilson al 95 %, el margen probable de la proporción.
bal-totals = { $n } partidas en { $seconds } s, { $turns } turnos por partida
bal-totals-stopped = { $n } partidas (detenido: jugadas { $played } de { $asked }) en { $seconds } s, { $turns } turnos por partida
bal-failed = { $n } { $n ->
        [one] partida no terminó y no se cuenta
       *[other] partidas no terminaron y no se cuentan
    }
bal-player = jugador
bal-wins-column = victorias
bal-wins-as-tip = Sus victorias en las partidas que jugó con { $side }
bal-refused = rechazadas
bal-refused-tip = Órdenes que las reglas rechazaron, de las que dio
bal-idle-fire = fuego ocioso
bal-idle-fire-tip = Fases de fuego en que no disparó a nada aunque tenía un disparo con 1/3 de impactar
bal-a-turn = un turno
bal-a-turn-tip = Tiempo que tardó en elegir las órdenes de un turno: el turno mediano
bal-worst = peor
bal-worst-tip = ... y el turno más lento
bal-details = { $slot } ({ $player }) en { $n } partidas: ganó { $won }, empató { $drew }, perdió { $lost }
bal-details-as = con { $side }: ganó { $won } de { $n } ({ $share })
bal-details-refused = órdenes rechazadas por las reglas: { $k } de { $n }
bal-details-idle = fases de fuego pasadas con un disparo con 1/3 de impactar: { $k } de { $n }
bal-details-thinking = pensando un turno: mediana { $median } s, peor { $worst } s

## Los puestos en red y el título de la ventana

not-yours-watching = estás mirando esta partida
not-yours-computer-here = aquí el ordenador juega con { $side }
not-yours-over-network = el otro jugador juega con { $side }, por la red
net-title-playing = trinchera — { $title } en red (juegas con { $side })
net-title-watching = trinchera — { $title } en red (mirando)
screenshot-frame-times = { $frames } fotogramas: { $median } ms la mediana, { $worst } ms el peor

## Las notas de la primera pantalla

note-quick-battle = Una batalla rápida, generada para esta partida: { $path } (`trinchera edit { $path }` la abre)
note-no-game-to-go-back = no hay ninguna partida a la que volver
note-no-game-in = { $path } no contiene ninguna partida que continuar
note-scenario-not-found = { $path }: no se encuentra su escenario
note-carrying-on = Se continúa la partida guardada { $path }.
note-cannot-make-folder = no se puede crear la carpeta { $path }: { $error }
note-cannot-write = no se puede escribir { $path }: { $error }

## Las razones del ordenador (¿Por qué?)

behaviour-steady = avanzar a saltos de cubierta en cubierta, quedándose donde tenga un buen disparo
behaviour-advance = avanzar a toda marcha
behaviour-hold = mantener la posición y hacer fuego
behaviour-assault = cerrar con el enemigo al cuerpo a cuerpo
behaviour-fall-back = replegarse a cubierto
behaviour-flank-left = rodear por el flanco izquierdo
behaviour-flank-right = rodear por el flanco derecho
behaviour-position = ocupar una posición de tiro al alcance del enemigo
why-unit-behaviour = { $unit }: { $behaviour }
why-behaviour-measure = lo que vale para el ordenador una vez ha respondido el enemigo, más es mejor; si va ganando solo cambia de plan por una ventaja de { $lead }
why-enemy-reply = espera que el enemigo responda: { $units }
why-enemy-reply-worth = lo que vale esa respuesta para el enemigo
why-enemy-reply-measure = lo que vale para el enemigo una vez ha respondido, con la misma anticipación desde su bando; el plan de abajo se eligió contra esa respuesta
why-focus = todas las unidades van a por { $objective }
why-focus-nearest = cada unidad va al objetivo más cercano
why-focus-on = ir a por { $objective }
course-look-ahead = los comportamientos de la anticipación
course-all-steady = todos a saltos de cubierta en cubierta
course-temper-balanced = los comportamientos de la anticipación, equilibrada
course-temper-bold = los comportamientos de la anticipación, audaz
course-temper-cautious = los comportamientos de la anticipación, prudente
course-all-hold-to-the-end = todas las unidades mantienen la posición y hacen fuego, hasta el final
course-plan-kept-to-the-end = el plan hallado, mantenido cada turno hasta el final
course-all-fall-back-to-the-end = todas las unidades se repliegan a cubierto, hasta el final
why-check-standing-orders = hay una brigada enemiga derrotada y ninguna nuestra: { $course }, lo que mejor resultó al jugar las batallas hasta el final
why-check-steady-did-better = todas las unidades avanzan a saltos de cubierta en cubierta: los comportamientos que prefería la anticipación resultaron peor al jugar las batallas hasta el final
why-check-plan-holds-up = los comportamientos de abajo se sostienen al jugar las batallas hasta el final
why-check-measure = el resultado de la batalla jugada hasta el final { $checks } veces, 100 ganada, -100 perdida
why-check-blend-measure = el resultado de la batalla jugada hasta el final { $checks } veces (100 ganada, -100 perdida), más { $per_worth } veces el valor un turno después
why-fire = { $element } hace fuego sobre { $target }: { $knock_out }% de destruirlo
why-fire-target = { $target } ({ $knock_out }% de destruirlo, { $pin }% de clavarlo)
why-fire-measure = lo que vale el disparo: la probabilidad de destruir por lo que vale el blanco (más un carro, una peana en un objetivo o una que acerca su brigada a la derrota), más la probabilidad de clavar por lo que vale clavar
why-move-first = mover primero
why-move-second = mover segundo
why-who-moves-first = hay tropas trabadas y la elección es de { $side }: { $order }
why-who-moves-first-measure = lo que vale para el ordenador una vez ha respondido el enemigo, más es mejor

## El editor de escenarios
# Su ventana (`trinchera edit ARCHIVO`): el panel, sus preguntas y lo que dice al autor.
# $path es un archivo; $title, $id, $side, $brigade, $label, $name son palabras del propio
# escenario (tal como están escritas); $kind, un tipo de terreno o de elemento del reglamento;
# $message y $help son de `check`.

editor-window-title = trinchera — editando { $path }
editor-new-battle = Una batalla nueva: { $path } aún no existe. «Guardar» lo escribe.
editor-undone = Deshecho: { $what }
editor-redone = Rehecho: { $what }
editor-saved = Guardado { $path }: `check` lo da por bueno
editor-saved-with-problems = Guardado { $path }, con { $n } { $n ->
        [one] problema
       *[other] problemas
    } aún por arreglar
editor-cannot-save = No se ha podido guardar { $path }: { $error }
editor-took-in = Se ha cargado el archivo tal como se cambió a mano (Ctrl+Z lo deshace)
editor-cannot-take-in = El archivo del disco no se puede leer entero, así que no se ha cargado: { $error }
editor-kept-mine = Se conservan tus cambios: «Guardar» sobrescribe el archivo del disco
editor-heading = Editando: { $title }
editor-unsaved = ● cambios sin guardar
editor-saved-state = guardado
editor-save = Guardar
editor-save-tip = Ctrl+S: escribe el archivo con la disposición de los escenarios incluidos, conservando los comentarios
editor-undo = Deshacer
editor-undo-tip = Ctrl+Z: deshacer «{ $what }»
editor-redo = Rehacer
editor-redo-tip = Ctrl+Y: rehacer «{ $what }»
editor-nothing-to-redo = no hay nada que rehacer
editor-check-passes = ✔ `check` da por bueno este escenario
editor-problems = { $n } { $n ->
        [one] problema
       *[other] problemas
    } (rodeados de rojo en la mesa):
editor-problem-line = línea { $line }: { $message }
editor-problem-line-help = línea { $line }: { $message } — { $help }
editor-problem-pick = Seleccionar aquello a lo que se refiere
editor-ask-save = ¿Guardar los cambios?
editor-ask-unsaved = { $path } tiene cambios sin guardar.
editor-save-and-close = Guardar y cerrar
editor-close-without-saving = Cerrar sin guardar
editor-cancel = Cancelar
editor-changed-on-disk = El archivo ha cambiado en el disco
editor-changed-on-disk-why = Otro programa lo ha guardado mientras aquí tienes cambios sin guardar.
editor-take-in = Cargar el archivo
editor-take-in-tip = Tus cambios siguen en «Deshacer»
editor-keep-mine = Conservar los míos
editor-keep-mine-tip = Al guardar se sobrescribirá el archivo
editor-tool-select = Seleccionar
editor-tool-select-tip = Seleccionar, arrastrar, cambiar la forma; Q/E giran una peana; Supr borra
editor-tool-terrain = Terreno
editor-tool-terrain-tip = Pulsa en la mesa para colocar una pieza de terreno
editor-tool-bases = Peanas
editor-tool-bases-tip = Pulsa en la mesa para colocar una peana (varias seguidas)
editor-tool-objective = Objetivo
editor-tool-objective-tip = Pulsa en una pieza de terreno, o en terreno abierto para un punto
editor-select-hint = Pulsa una peana, una pieza de terreno o un objetivo para seleccionarlo; arrastra para moverlo. Una pieza seleccionada muestra sus puntos: arrastra uno, o arrastra el centro de un lado para añadir otro. Arrastrar con el botón derecho desplaza la vista, la rueda acerca y aleja, Inicio encuadra la mesa.
editor-kind = Tipo
editor-shape = Forma
editor-shape-polygon = Polígono
editor-shape-rect = Rectángulo
editor-shape-circle = Círculo
editor-shape-line = Línea
editor-hint-polygon = Pulsa punto tras punto; pulsa el primero para cerrarlo (Intro termina, Retroceso quita el último, Esc lo abandona).
editor-hint-line = Pulsa punto tras punto; pulsa otra vez el último o Intro para terminarla (Retroceso quita el último, Esc la abandona).
editor-hint-rect = Arrastra de una esquina a la opuesta; un clic coloca uno de 4" x 3".
editor-hint-circle = Arrastra desde el centro hacia fuera; un clic coloca uno de 2" de diámetro.
editor-type = Tipo
editor-into = En
editor-no-unit-yet = (aún no hay ninguna unidad)
editor-held-by = En manos de
editor-new-brigade = Brigada nueva: { $side }
editor-into-hq = { $side }: { $brigade } / CG de brigada
editor-nothing-picked = Nada seleccionado: pulsa algo en la mesa, o en las fuerzas de abajo.
editor-delete-key = Borrar (Supr)
editor-base-heading = Peana { $id } — { $whose }
editor-base-of-hq = { $brigade } (su CG)
editor-id = Id
editor-label = Etiqueta
editor-facing = encaramiento
editor-in = En
editor-own-base-size = Peana de tamaño propio
editor-unit-heading = Unidad { $id }
editor-unit-id = Id de la unidad
editor-name = Nombre
editor-quality = Calidad
editor-faction = Facción
editor-arrives-on-turn = Llega en el turno
editor-peninsular = Peninsular
editor-peninsular-tip = Una unidad republicana del antiguo ejército, anterior al Ejército Popular [SRC]
editor-brigade-heading = Brigada { $id }
editor-commander = Mando
editor-add-unit = Añadir una unidad a esta brigada
editor-feature-heading = Pieza de terreno { $id } ({ $kind })
editor-height = Altura (niveles)
editor-width = Anchura
editor-radius = Radio
editor-points = { $n } { $n ->
        [one] punto
       *[other] puntos
    }
editor-feature-hint = Arrastra un cuadrado para mover un punto; arrastra una marca redonda para añadir uno; selecciona un punto y pulsa Supr para quitarlo.
editor-objective-heading = Objetivo { $id }
editor-at = En
editor-a-point = un punto
editor-objective-hint = Arrastra su anillo o su estrella en la mesa para convertirlo en un punto allí.
editor-forces = Fuerzas ({ $n } { $n ->
        [one] peana
       *[other] peanas
    })
editor-hq = CG { $label }
editor-objectives = Objetivos ({ $n })
editor-no-objectives = Ninguno: la herramienta Objetivo marca uno.
editor-support = Artillería y aviación ({ $batteries } { $batteries ->
        [one] batería
       *[other] baterías
    }, { $air } { $air ->
        [one] unidad aérea
       *[other] unidades aéreas
    })
editor-add-battery = Batería: { $side }
editor-add-sorties = Salidas: { $side }
editor-battery-heading = Batería { $id }
editor-delete = Borrar
editor-side = Bando
editor-battery-base = Peana (vacío: fuera de la mesa)
editor-sorties = Salidas aéreas
editor-a-turn = por turno
editor-from-turn = desde el turno
editor-from-tip = 0: desde el primero
editor-until = hasta
editor-until-tip = 0: hasta el final
editor-battle = La batalla: título, fecha, turnos, mesa, bandos
editor-title = Título
editor-date = Fecha
editor-turns = Turnos
editor-table = Mesa
editor-description = Descripción (y sus fuentes)
editor-side-colour-tip = El color de las peanas de este bando
editor-moves-first = mueve primero
editor-no-unit-for-base = No hay ninguna unidad donde poner la peana: añade primero una brigada y una unidad en el panel
editor-hq-first = La brigada no tenía CG: esta peana es el CG de la brigada (la siguiente va a la unidad)
editor-brigade-has-hq = Esta brigada ya tiene su CG: elige una unidad donde poner la peana
editor-not-moved-hq-taken = No se ha movido: esa brigada ya tiene su CG
editor-polygon-needs = Un polígono necesita { $least } puntos: de momento { $n } (Esc lo abandona)
editor-line-needs = Una línea necesita { $least } puntos: de momento { $n } (Esc la abandona)
editor-drawing-given-up = Dibujo abandonado
editor-copy-refused = Ctrl+D copia una peana seleccionada de una unidad, o una pieza de terreno seleccionada
editor-not-deleted = No se ha borrado: { $why }
editor-delete-no-points = un rectángulo o un círculo no tiene puntos que borrar: arrastra sus tiradores
editor-delete-polygon-needs = un polígono necesita { $n } puntos
editor-delete-line-needs = una línea necesita { $n } puntos
editor-delete-battle = los datos propios del escenario y sus dos bandos se editan, no se borran
editor-delete-gone = ya no está

## El editor de escenarios: los nombres de sus pasos, como los dicen «Deshacer» y «Rehacer»

editor-step-by-hand = edición a mano
editor-step-move-base = mover una peana
editor-step-turn-base = girar una peana
editor-step-move-to-unit = pasar una peana a otra unidad
editor-step-copy-base = copiar una peana
editor-step-delete-base = borrar una peana
editor-step-reshape-feature = cambiar la forma de una pieza de terreno
editor-step-move-feature = mover una pieza de terreno
editor-step-copy-feature = copiar una pieza de terreno
editor-step-delete-feature = borrar una pieza de terreno
editor-step-add-point = añadir un punto
editor-step-delete-point = borrar un punto
editor-step-add = añadir { $kind }
editor-step-draw = dibujar { $kind }
editor-step-nudge = desplazar un poco
editor-step-add-objective = añadir un objetivo
editor-step-move-objective = mover un objetivo
editor-step-delete-objective = borrar un objetivo
editor-step-add-brigade = añadir una brigada
editor-step-delete-brigade = borrar una brigada
editor-step-add-unit = añadir una unidad
editor-step-delete-unit = borrar una unidad
editor-step-add-battery = añadir una batería
editor-step-delete-battery = borrar una batería
editor-step-add-sorties = añadir salidas aéreas
editor-step-delete-sorties = borrar salidas aéreas
editor-step-delete = borrar
# $field es la clave del campo en el código, una de estas.
editor-step-set = cambiar { $field ->
        [title] el título
        [date] la fecha
        [turns] los turnos
        [table-width] el ancho de la mesa
        [table-height] el fondo de la mesa
        [description] la descripción
        [side-name] el nombre del bando
        [side-colour] el color del bando
        [initiative] la iniciativa
        [id] el id
        [type] el tipo
        [label] la etiqueta
        [x] la x
        [y] la y
        [facing] el encaramiento
        [base-size] el tamaño de la peana
        [unit-id] el id de la unidad
        [unit-name] el nombre de la unidad
        [unit-kind] el tipo de unidad
        [quality] la calidad
        [faction] la facción
        [arrival] la llegada
        [peninsular] el carácter peninsular
        [brigade-id] el id de la brigada
        [brigade-name] el nombre de la brigada
        [commander] el mando
        [feature-id] el id de la pieza de terreno
        [feature-name] el nombre de la pieza de terreno
        [feature-kind] el tipo de la pieza de terreno
        [height] la altura
        [width] la anchura
        [radius] el radio
        [objective-id] el id del objetivo
        [objective-name] el nombre del objetivo
        [objective-side] quién tiene el objetivo
        [objective-place] el lugar del objetivo
        [battery-id] el id de la batería
        [battery-name] el nombre de la batería
        [battery-side] el bando de la batería
        [battery-faction] la facción de la batería
        [battery-base] la peana de la batería
        [aircraft-name] el nombre de la aviación
        [aircraft-side] el bando de la aviación
        [sorties] las salidas aéreas
        [sorties-from] el primer turno de salidas
        [sorties-until] el último turno de salidas
       *[other] { $field }
    }

## Scenario checks: `trinchera check`, the editor's problem list and loading a file
## Names of the format (fields, types, ids, `Rifles`) are arguments, shown as written.

check-help = ayuda: { $help }
check-did-you-mean = ¿querías decir `{ $name }`?
check-cut = { $start }… ({ $more } caracteres más)
check-serde-says = { $text }

## Scenario checks: reading the text (RON)
check-kind-bool = un booleano
check-kind-int = un entero
check-kind-float = un número
check-kind-str = una cadena
check-kind-char = un carácter
check-kind-name = un nombre
check-kind-list = una lista `[...]`
check-kind-map = un mapa `{"{"}...{"}"}`
check-kind-tuple = una tupla `(...)`
check-kind-struct = una estructura `(campo: ...)`
check-kind-nothing = nada
check-text-after-end = texto de más tras el final del valor del archivo
check-comment-unclosed = el comentario de bloque `/*` no se cierra nunca
check-attribute-unclosed = el atributo `#![...]` no se cierra nunca
check-string-unclosed-on-line = la cadena de la línea { $line } no se cierra nunca: falta `"`
check-string-runs-on = así que la cadena sigue hasta esta `"`, y luego: { $then }
check-expected-char = se esperaba `{ $char }` { $context }, pero hay { $found }
check-found-end = el final del archivo
check-found-char = `{ $char }`
check-too-deep = hay valores anidados a más de { $n } niveles
check-expected-value = se esperaba un valor, pero hay { $found }
check-bracket-unclosed = este `{ $bracket }` no se cierra nunca
check-bracket-still-open = este `{ $bracket }` sigue abierto: ¿falta su `{ $close }`?
check-comma-missing-after = ¿falta una `,` después de esto?
check-to-open-value = para abrir el valor
check-after-field-name = tras el nombre del campo `{ $field }`
check-between-key-and-value = entre la clave de un mapa y su valor
check-after-unicode-escape = tras `\u`
check-to-close-unicode-escape = para cerrar `\u{"{"}...{"}"}`
check-expected-field = se esperaba un campo `nombre: valor` o `)`, pero hay { $found }
check-field-twice = el campo `{ $field }` aparece dos veces
check-first-given-here = aparece aquí primero
check-expected-comma = se esperaba `,` o `{ $close }`, pero hay { $found }
check-string-unclosed = la cadena no se cierra nunca: falta `"`
check-bad-unicode-escape = escape unicode no válido
check-unknown-escape = secuencia de escape desconocida
check-raw-string-start = se esperaba `"` para empezar la cadena literal
check-raw-string-unclosed = la cadena literal no se cierra nunca
check-char-unclosed = el carácter no se cierra nunca
check-char-literal-unclosed = el carácter no se cierra nunca: falta `'`
check-number-too-large = `{ $text }` es un número demasiado grande
check-not-a-number = `{ $text }` no es un número

## Scenario checks: what the file's parts must be
check-expected-none = no hay campos
check-expected-one = se esperaba { $name }
check-expected-two = se esperaba { $first } o { $second }
check-expected-many = se esperaba uno de { $names }
check-unknown-field = campo desconocido `{ $name }`, { $expected }
check-unknown-variant = variante desconocida `{ $name }`, { $expected }
check-missing-field = falta el campo `{ $name }`
check-duplicate-field = campo repetido `{ $name }`
check-expected-found = se esperaba { $expected }, pero hay { $found }
check-out-of-range = { $value } se sale del rango aquí: debe ser { $allowed }
check-field-out-of-range = `{ $field }` debe ser { $allowed }, no { $value }
check-allowed-whole = un número entero de { $min } a { $max }
check-allowed-number = un número de { $min } a { $max }
check-allowed-turn = un turno de la batalla, un número entero de 1 a su `turns`
check-allowed-colour = tres números enteros de 0 a 255, para rojo, verde y azul
check-allowed-on-table = un punto de la mesa, en pulgadas desde su esquina inferior izquierda
check-allowed-height = un número mayor que 0 y como mucho { $max }
check-allowed-bearing = un rumbo en grados, normalmente de 0 a 360
check-coordinate-out-of-range = { $value } está demasiado lejos: los números de `{ $field }` son pulgadas, a no más de { $n } veces el lado mayor de la mesa desde 0
check-want-whole-number = un número entero
check-want-bool = `true` o `false`
check-want-bytes = unos bytes
check-want-unit = el valor vacío `()`
check-want-variant = un nombre de variante como `Nombre` o `Nombre(...)`
check-want-tuple = una tupla de { $n } valores `(...)`
check-want-struct = una estructura `{ $name }(campo: valor, ...)`
check-values-count = se esperaban { $n } valores aquí, pero hay { $found }
check-variant-takes-nothing = `{ $name }` no lleva valores
check-variant-wants-value = se esperaba `{ $name }(valor)`
check-variant-wants-values = se esperaba `{ $name }` con { $n } valores
check-variant-wants-fields = se esperaba `{ $name }(campo: valor, ...)`

## Scenario checks: what a scenario must say
# $what is a keyword of the code: side, terrain-feature, brigade, unit, element, objective,
# battery, faction, quality, weapon, element-type, unit-kind, terrain-kind.
check-unknown-name = { $what ->
    [side] bando desconocido
    [terrain-feature] pieza de terreno desconocida
    [element] elemento desconocido
    [faction] facción desconocida
    [quality] calidad desconocida
    [weapon] arma desconocida
    [element-type] tipo de elemento desconocido
    [unit-kind] tipo de unidad desconocido
    [terrain-kind] tipo de terreno desconocido
   *[other] nombre desconocido
} `{ $name }`
check-known-names = { $what ->
    [side] bandos conocidos
    [terrain-feature] piezas de terreno conocidas
    [element] elementos conocidos
    [faction] facciones conocidas
    [quality] calidades conocidas
    [weapon] armas conocidas
    [element-type] tipos de elemento conocidos
    [unit-kind] tipos de unidad conocidos
    [terrain-kind] tipos de terreno conocidos
   *[other] nombres conocidos
}: { $names }
check-defined-twice = { $what ->
    [faction] la facción
    [quality] la calidad
    [weapon] el arma
    [element-type] el tipo de elemento
    [unit-kind] el tipo de unidad
    [terrain-kind] el tipo de terreno
   *[other] el nombre
} `{ $name }` se define dos veces
check-too-many-terrain-kinds = hay más tipos de terreno que los { $n } que un identificador puede distinguir
check-empty-base = el tipo de elemento `{ $kind }` tiene una peana vacía
check-weapon-d6 = el arma `{ $weapon }` necesita { $roll } en un D6, que no está entre 1 y 6
check-not-a-date = `{ $date }` no es una fecha
check-not-a-date-help = escribe "AAAA", "AAAA-MM" o "AAAA-MM-DD", p. ej. "1937-02-12"
check-two-sides = una batalla tiene dos bandos, este archivo tiene { $n }
check-one-initiative = exactamente un bando debe tener la iniciativa, y la { $n ->
    [one] tiene { $n }
   *[other] tienen { $n }
}
check-no-initiative-help = añade `initiative: true` al bando que mueve primero [SRC]
check-too-many-initiative-help = deja `initiative: true` solo en el bando que mueve primero [SRC]
check-has-initiative = tiene la iniciativa
check-has-initiative-too = también tiene la iniciativa
check-turns-at-least-one = el límite de turnos debe ser al menos 1
check-table-size = una mesa de { $width }" x { $height }" no es posible: cada lado debe medir entre { $min }" y { $max }"
check-needs-id = { $what ->
    [side] un bando
    [terrain-feature] una pieza de terreno
    [brigade] una brigada
    [unit] una unidad
    [element] un elemento
    [objective] un objetivo
    [battery] una batería
   *[other] una parte
} necesita un id no vacío
check-duplicate-id = id repetido `{ $id }`: { $what ->
    [side] este bando
    [terrain-feature] esta pieza de terreno
    [brigade] esta brigada
    [unit] esta unidad
    [element] este elemento
    [objective] este objetivo
    [battery] esta batería
   *[other] esta parte
} tiene el id de { $first ->
    [side] un bando anterior
    [terrain-feature] una pieza de terreno anterior
    [brigade] una brigada anterior
    [unit] una unidad anterior
    [element] un elemento anterior
    [objective] un objetivo anterior
    [battery] una batería anterior
   *[other] una parte anterior
}
check-defined-again-here = definido otra vez aquí
check-first-defined-here = definido aquí primero
check-duplicate-id-help = cada id de un escenario debe ser único
check-area-shape = { $kind } `{ $id }` es un área: dale un Polygon, Rect o Circle, no una Polyline
check-linear-shape = { $kind } `{ $id }` es lineal: dale una Polyline(points: [...], width: ...)
check-no-height = la colina `{ $id }` no tiene altura
check-no-height-help = añade `height: 1` (una elevación suave) o más
check-height-range = la altura de una colina debe ser mayor que 0 (y como mucho 100)
check-height-not-hill = solo las colinas tienen altura; `{ $id }` es { $kind }
check-point-far-out = este punto queda muy lejos de la mesa
check-polygon-points = el polígono de `{ $id }` tiene { $n } { $n ->
    [one] punto
   *[other] puntos
}: un polígono necesita al menos 3
check-polygon-no-area = el polígono de `{ $id }` no tiene área
check-polyline-points = la polilínea de `{ $id }` necesita al menos 2 puntos
check-polyline-width = la polilínea de `{ $id }` necesita una anchura mayor que 0"
check-rect-size = el rectángulo de `{ $id }` necesita una anchura y una altura mayores que 0
check-rect-far-out = este rectángulo queda muy lejos de la mesa
check-circle-radius = el círculo de `{ $id }` necesita un radio mayor que 0
check-polygon-crosses = el polígono de `{ $id }` se cruza consigo mismo: el lado del punto { $from } al { $to } cruza el lado del punto { $other_from } al { $other_to }
check-edge-starts-here = aquí empieza el lado del punto { $from }
check-edge-crosses = cruza el lado del punto { $from } al { $to }
check-polygon-crosses-help = enumera los puntos en orden alrededor del contorno
check-brigade-no-hq = la brigada `{ $id }` no tiene elemento de CG
check-brigade-no-hq-help = en el editor: Peanas, tipo HQ, En "<bando>: <brigada> / CG de brigada" (un CG puesto en una unidad de una brigada que no tiene pasa a ser el de la brigada), pulsa en la mesa; en el archivo: añade `hq: (id: "...", type: HQ, at: (x, y), facing: 0)` a la brigada [SRC: una brigada tiene un CG]
check-hq-not-headquarters = el CG de la brigada `{ $id }` es un { $kind }, no un tipo de cuartel general
check-brigade-no-units = la brigada `{ $id }` no tiene unidades
check-base-size = una peana necesita una anchura y un fondo entre 0" y 20"
check-facing-range = el encaramiento es un rumbo en grados, de 0 a 360
check-side-no-forces = el bando `{ $id }` no tiene fuerzas: una batalla necesita una brigada en cada bando
check-side-no-forces-help = en el editor: "{ $new }" (en Fuerzas, o con Peanas), y luego coloca sus peanas; en el archivo: añade `(side: "{ $id }", brigades: [...])` a `forces`
check-wrong-camp = `{ $faction }` lucha por { $camp }, no por { $side_name }: `{ $owner }` está en el bando `{ $side }`
check-wrong-camp-help = en el editor: elige `{ $owner }` y escoge su { $label } entre { $allowed }; en el archivo: `{ $field }:` una de ellas [INF ruleset camps]
check-unit-no-elements = la unidad `{ $id }` no tiene elementos
check-unit-no-elements-help = una unidad necesita al menos un elemento (una peana) para estar en la mesa
check-arrival-turn = el turno de llegada { $turn } está fuera de los turnos de la batalla, 1-{ $turns }
check-element-off-table = el elemento `{ $id }` está fuera de la mesa: su peana llega a ({ $x }, { $y }) en una mesa de { $width }" x { $height }"
check-element-off-table-help = (0, 0) es la esquina inferior izquierda; `at` es el centro de la peana
check-bad-going = { $kind } `{ $id }` está en { $terrain } `{ $feature }`, donde solo pueden entrar la infantería y las armas de apoyo sin ruedas [SRC: terreno difícil]
check-feature-defined-here = { $terrain } `{ $feature }` se define aquí
check-vehicles-overlap = el vehículo `{ $id }` se solapa con el vehículo `{ $other }`: los vehículos no pueden interpenetrarse [SRC]
check-vehicle-overlaps-base = el vehículo `{ $vehicle }` se solapa con `{ $troops }`: ningún vehículo puede solaparse con otra peana [SRC], y ninguno podría moverse a través del otro
check-warn-bases-overlap = `{ $id }` se solapa con `{ $other }`: las tropas pueden atravesar otras tropas [SRC], pero una peana puesta sobre otra la tapa en la mesa; ¿está alguna mal colocada?
check-file-warnings = { $path }: { $n } { $n ->
        [one] aviso
       *[other] avisos
    }: lo permiten las reglas, pero conviene revisarlo
check-stands-here = `{ $id }` está aquí
check-objective-off-table = el objetivo `{ $id }` está fuera de la mesa
check-battery-other-side = la batería `{ $id }` es de { $side }, pero el elemento `{ $element }` es de { $its }
check-battery-not-gun = el elemento `{ $element }` es { $kind }: una batería en la mesa es un arma con dotación
check-sorties = al menos una salida por turno, o quítalo
check-until-before-from = `until: { $until }` es anterior a `from: { $from }`
check-communist-equipment = la brigada de mando comunista `{ $id }` tiene { $n } armas con dotación y vehículos, menos que los { $most } de la brigada no comunista `{ $other }`: desde { $year } no puede tener menos equipo [SRC]
check-has-equipment = `{ $id }` tiene { $most }
check-communist-equipment-help = dale más cañones, ametralladoras o vehículos, o revisa la fecha

## Scenario checks: files that cannot be read, records, and what `check` says of each file
check-not-utf8 = el archivo no es texto UTF-8
check-not-utf8-help = guárdalo como UTF-8
check-cannot-read-file = no se puede leer el archivo: { $error }
check-cannot-read-record = no se puede leer la partida guardada: { $error }
check-cannot-read-scenario = no se puede leer el escenario { $path }: { $error }
check-scenario-changed = el escenario ha cambiado desde que se grabó esta partida: { $what }
check-scenario-no-copy = esta partida no guarda copia de la versión con la que se jugó, así que no se puede saber qué cambió
check-scenario-changed-help = repetirla no daría la misma partida; `trinchera play { $path } --anyway` la continúa con el escenario cambiado
check-scenario-hash-now = el texto del escenario da ahora el hash `{ $hash }`: un registro hecho a mano para esta versión dice `scenario_hash: "{ $hash }"`
check-not-a-scenario = esto no es un escenario
check-editor-opens-whole-files = el editor abre un archivo que puede leer entero: corrige esto antes en el texto
check-format-lays-out-whole-files = `trinchera format` solo da formato a un archivo que puede leer entero: corrige esto antes en el texto
check-file-ok = { $path }: bien: "{ $title }", { $features } { $features ->
    [one] pieza
   *[other] piezas
} de terreno, { $elements } { $elements ->
    [one] elemento
   *[other] elementos
}
check-file-errors = { $path }: { $n } { $n ->
    [one] error
   *[other] errores
}
check-record-errors = { $path }: es una partida guardada, no un escenario: { $n } { $n ->
    [one] error
   *[other] errores
} al leerla
check-record-ok = { $path }: bien: es una partida guardada, no un escenario: una partida de { $scenario }, { $orders } { $orders ->
    [one] orden
   *[other] órdenes
}{ $refused ->
    [0] {""}
   *[other] {" "}({ $refused } rechazadas al repetirla)
}, en el turno { $turn } (fase de { $phase }); `trinchera run { $path }` la muestra
check-record-cannot-start = { $path }: error: una partida guardada cuya partida no puede empezar: { $error }

## Scenario checks: what changed in a saved game's scenario
# $what is a keyword of the code: side, terrain, brigade, unit, element, objective.
change-turns = turnos de { $from } a { $to }
change-table = mesa de { $old } a { $new }
change-date = fecha de { $old } a { $new }
change-title = título de "{ $old }" a "{ $new }"
change-description = la descripción ha cambiado
change-changed = ha cambiado
change-kind = ahora es `{ $now }` (era `{ $was }`)
change-shape = ha cambiado de forma
change-type = ahora es { $now } (era { $was })
change-moved = se ha movido de { $from } a { $to }
change-facing = encarado a { $now } (antes { $was })
change-several = { $parts }
change-arranged = las fuerzas están organizadas de otra manera
change-removed = se ha quitado { $what ->
    [side] el bando
    [terrain] la pieza de terreno
    [brigade] la brigada
    [unit] la unidad
    [element] el elemento
    [objective] el objetivo
   *[other] la parte
} `{ $id }`
change-added = se ha añadido { $what ->
    [side] el bando
    [terrain] la pieza de terreno
    [brigade] la brigada
    [unit] la unidad
    [element] el elemento
    [objective] el objetivo
   *[other] la parte
} `{ $id }`
change-item = { $what ->
    [side] el bando
    [terrain] la pieza de terreno
    [brigade] la brigada
    [unit] la unidad
    [element] el elemento
    [objective] el objetivo
   *[other] la parte
} `{ $id }`: { $change }
change-summary = { $changes }{ $more ->
    [0] {""}
   *[other] ; y { $more } más
}
record-changed-scenario-warning = tras { $orders } { $orders ->
    [one] orden
   *[other] órdenes
}, la partida siguió con un escenario cambiado: { $what }

## La línea de órdenes: lo que dicen sus órdenes además de sus informes (src/cli.rs)
# $path es un archivo tal como se dio; $error, las palabras del sistema sobre lo que falló;
# $value, lo que se escribió. Los números llegan con formato del código (decimales,
# porcentajes), igual en los dos idiomas: con punto decimal.

cli-not-a-language = `{ $value }` no es un idioma de este programa: en o es
cli-not-seconds = `{ $value }` no es un número de segundos de 0 a 600
cli-not-a-count = `{ $value }` no es un número de { $what ->
        [battles] batallas
       *[games] partidas
    } de { $least } a 100000
cli-not-a-year = `{ $value }` no es un año que conozca el generador: 1936, 1937 o 1938
cli-not-two-players = `{ $value }` no son dos jugadores A,B, p. ej. scripted,naive
cli-known-players = los jugadores son { $players }
cli-no-such-player = no hay ningún jugador `{ $name }`: { $known }
cli-not-a-size-pair = `{ $value }` no es ANCHOxALTO, p. ej. 1600x1000
cli-not-a-size = `{ $value }` no es un tamaño entre 64 y 8192 píxeles
cli-error = error: { $error }
cli-join-headless = --headless se une con --computer NIVEL o --watch: una persona juega en la ventana
cli-seed-drawn = semilla { $seed } (da --seed { $seed } para volver a hacer esta batalla)
cli-replay-of-scenario = { $path }: error: esto es un escenario, no una partida guardada: se repite una partida jugada (`trinchera play { $path }` lo juega)
cli-sides-by-index = --computer { $side }: { $path } tiene errores, así que sus bandos no se pueden nombrar; da el bando como 0 o 1, o corrige el archivo
cli-seeds-run-past = error: las semillas desde { $from } para { $n } batallas pasan de la última semilla
cli-battle-not-made = error: no se pudo hacer la batalla de la semilla { $seed }: { $error }
cli-cannot-read-file = { $path }:1:1: error: no se puede leer el archivo: { $error }
cli-games-failed = error: { $n } { $n ->
        [one] partida falló
       *[other] partidas fallaron
    } (mira las filas marcadas como fallidas)
cli-format-no-file = { $path }: error: no existe el archivo
cli-format-not-laid-out = { $path }: no está dispuesto como lo guarda el editor (`trinchera format { $path }` lo hace)
cli-format-laid-out = { $path }: dispuesto ({ $lines } líneas, antes { $was })
cli-format-cannot-write = { $path }: error: no se puede escribir: { $error }
cli-scenario-not-record = { $path }: error: esto es un escenario, no una partida guardada: { $advice }
cli-advice-play = usa `trinchera play { $path }` para jugarlo
cli-advice-no-dice = no hay dados que verificar
cli-cannot-start = { $path }: error: la partida no puede empezar: { $error }
cli-no-window = error: este trinchera se compiló sin la ventana (la característica `window` de cargo); check, run y measure funcionan
cli-no-window-net = error: este trinchera se compiló sin la ventana: hospeda con --headless --computer BANDO[:NIVEL], únete con --computer NIVEL o --watch --headless
cli-saved = guardado { $path }
cli-window-closed = error: la ventana se cerró antes de hacer la captura
cli-window-anyway = se abre la ventana de todos modos: corrige el archivo y guárdalo para ver la mesa
cli-record-not-scenario = { $path }: error: esto es una partida guardada, no un escenario: el editor edita escenarios (`trinchera replay { $path }` la muestra)

## `trinchera measure`: la medida del árbitro, y la zona de una batería o de un ataque aéreo
# $kind es un tipo del reglamento (`Rifles`, `woods`), $side el nombre de un bando, $rule las
# palabras del reglamento: todo tal como está escrito. $x, $y, $range, $hit... llegan con formato.

measure-off-table = error: el punto ({ $x }, { $y }) está fuera de la mesa de { $width }" x { $height }"
measure-not-an-end = error: `{ $name }` no es ni un elemento de esta batalla ni un punto "x,y"
measure-not-an-end-did-you-mean = error: `{ $name }` no es ni un elemento de esta batalla ni un punto "x,y" (¿querías decir `{ $like }`?)
measure-aim-at-point = error: una batería o un ataque aéreo apunta a un punto "x,y", no a `{ $name }`
measure-no-side = error: no hay ningún bando `{ $side }` en esta batalla
measure-zone = Zona batida: { $across }" x { $along }" en ({ $x }, { $y }), orientada a { $facing } [INF]
measure-spotted-by = Con observación de { $spotter }
measure-nothing-under = No hay nada debajo
measure-zone-target = { $shots } { $shots ->
        [one] disparo
       *[other] disparos
    }, impacta con { $to_hit }+{ $observed ->
        [0] {" "}(sin observación)
       *[other] {""}
    }{ $road ->
        [1] {" "}(columna de marcha)
       *[other] {""}
    }: { $hit }%; destrucción { $needs ->
        [0] –
       *[other] con { $needs }+
    }: { $knock_out }%
measure-from = Desde { $end }
measure-to = Hasta { $end }
measure-end-element = { $id } ({ $kind }, { $side }) en ({ $x }, { $y }) encarado a { $facing }
measure-end-point = el punto ({ $x }, { $y })
measure-range = Alcance: { $range }" (de borde a borde)
measure-sight-clear = Línea de visión: despejada
measure-sight-blocked = Línea de visión: tapada por { $kind } `{ $id }` — { $rule }
measure-inside = `{ $end }` está { $depth }" dentro de `{ $id }`, más allá de su borde de { $edge }", dentro del cual un elemento ve y es visto desde fuera [INF]
measure-same-end = error: `{ $name }` está en los dos extremos: mide entre dos elementos o puntos
measure-not-in-the-fight = `{ $id }`: { $state }; ni dispara ni se le dispara ahora
measure-no-sight-no-fire = Ninguna de estas armas puede disparar: no hay línea de visión [INF]
measure-protection = Protección: { $protection }
measure-protection-from = Protección: { $protection } (`{ $feature }`)
measure-weapon = { $shots } { $shots ->
        [one] disparo
       *[other] disparos
    }: dentro de alcance { $in_range ->
        [1] sí
       *[0] no
    }, en arco { $in_arc ->
        [1] sí
       *[0] no
    }, pasado el alcance mínimo { $past_min ->
        [1] sí
       *[0] no
    }; por disparo: impacto { $hit }%, destrucción { $knock_out }%{ $needs ->
        [0] {" "}(no puede)
       *[other] {" "}(necesita { $needs }+)
    }, clavado { $pin }%

## `trinchera simulate`: el informe de equilibrio de muchas partidas
# $a, $b, $player son nombres de jugadores (`scripted`, `hard-bold`), tal como se escriben;
# $list y $seeds son cifras ("3: 12, 4: 8"); porcentajes y segundos llegan con formato.

sim-no-player = error: no hay ningún jugador `{ $name }`: los jugadores son { $players }
sim-record-not-scenario = { $path }: error: esto es una partida guardada; simulate juega un escenario
sim-cannot-make-folder = error: no se puede crear la carpeta { $path }: { $error }
sim-folder-holds-games = error: { $path } ya tiene las partidas de una simulación: da otra carpeta con --out
# La barra de progreso: $bar, $pos, $len, $elapsed y $eta son los campos de la propia barra.
sim-progress = { $bar } { $pos }/{ $len } partidas, { $elapsed } transcurridos, quedan { $eta }
sim-cannot-start-threads = error: no se pueden arrancar { $n } hilos: { $error }
sim-chart-written = las partidas y el gráfico: { $path }
sim-chart-failed = error: no se pudo dibujar el gráfico { $path }: { $error }
sim-failed-game = partida { $number } (semilla { $seed }): { $why }
sim-played = { $played } { $played ->
        [one] partida jugada
       *[other] partidas jugadas
    }, { $counted } { $counted ->
        [one] contada
       *[other] contadas
    }; jugadores A = { $a }, B = { $b } (cada uno juega cada bando en la mitad de las partidas); semilla { $seed }
sim-not-counted = no contada: { $game }
sim-by-side = Por bando     partidas  proporción  [intervalo de Wilson al 95 %]
sim-wins = victorias
sim-draws = empates
sim-losses = derrotas
sim-casualties = pérdidas
sim-casualties-a-game = { $n } elementos por partida
sim-by-player = Por jugador
sim-wins-as = victorias con { $side }{ $share } de { $games } { $games ->
        [one] partida
       *[other] partidas
    }
sim-conduct = órdenes rechazadas { $refused } de { $orders } ({ $refused_pct }%); fases de fuego sin disparar teniendo un disparo de 1/3 para impactar: { $idle } de { $phases } ({ $idle_pct }%)
sim-thinking = pensar un turno: mediana { $median } s, el peor { $worst } s
sim-margins = Ganadas derrotando una brigada: { $by_defeat }; margen de victoria en objetivos: { $margin } de media; partidas por margen: { $list }
sim-margins-none = Ganadas derrotando una brigada: { $by_defeat }; ninguna partida terminó por objetivos
sim-none = ninguna
sim-length = Duración de la partida: { $mean } turnos de media; partidas por turno: { $list }
sim-decided = Decididas (el resultado ya no cambió después): en el turno { $mean } de media; por turno: { $list }
sim-decided-none = Decididas (el resultado ya no cambió después): ninguna partida
sim-stalls = Estancadas (el límite de turnos sin destrucción ni desbandada en los últimos { $turns } turnos): { $stalls }
sim-forced-ends = Partidas en las que hubo que terminar la fase de un jugador (tope de órdenes): { $games }
sim-orders = Órdenes: { $accepted } aceptadas, { $refused } rechazadas; { $seconds } s, { $rate } partidas por segundo
sim-seeds = Semillas: { $seeds }

## `trinchera simulate --out`: el gráfico balance.png
# Sus barras de victorias dicen `bal-wins`, como el Equilibrio del panel.

chart-no-font = no se puede leer la fuente incorporada
chart-title = { $title }: { $games } partidas ({ $a } contra { $b })
chart-draws = empates
chart-outcomes = Resultados, con intervalos al 95 %
chart-percent-of-games = % de las partidas
chart-length = Duración de la partida (turno en que terminó)
chart-turn = turno
chart-games = partidas

## `trinchera ladder`: cada pareja de jugadores en un conjunto de batallas
# $size es el valor de `--generated-size`: small, medium o large.

ladder-two-players = error: una liguilla necesita al menos dos jugadores
ladder-one-battle = error: una liguilla necesita al menos una batalla
ladder-all-battles = todas las batallas
ladder-generated = generada con semilla { $seed } ({ $size ->
        [small] pequeña
        [large] grande
       *[medium] mediana
    }{ $balanced ->
        [1] , equilibrada
       *[0] {""}
    })
ladder-heading = liguilla: { $battles } { $battles ->
        [one] batalla
       *[other] batallas
    }, { $games } partidas por pareja en cada una (cambiando de bando), semilla { $seed }, { $seconds } s
ladder-pairing = { $a } contra { $b }: puntuación de A, un empate vale media victoria
ladder-failed = { $n } { $n ->
        [one] fallida
       *[other] fallidas
    }
ladder-ratings = puntuaciones (Bradley–Terry sobre todas las parejas, puntos Elo, intervalo al 95 % de partidas remuestreadas):
ladder-rating-interval = [{ $low } a { $high }]

## `trinchera generate`: sus errores, lo que escribió y el resultado de `--balanced`
# $camp es un bando del reglamento (Republic, Nationalists); $factions las facciones del
# reglamento, tal como se escriben.

gen-camp = { $camp ->
        [Republic] la República
        [Nationalists] los nacionales
       *[other] { $camp }
    }
gen-camp-factions = { $camp }: { $factions }
gen-either-side = cualquier bando: { $factions }
gen-not-two-factions = error: --sides `{ $value }` no son dos facciones A,B, p. ej. Anarchist,Carlist ({ $factions })
gen-no-faction = error: no hay ninguna facción `{ $name }`: las facciones son { $factions }
gen-no-faction-did-you-mean = error: no hay ninguna facción `{ $name }` (¿querías decir `{ $like }`?): las facciones son { $factions }
gen-same-camp = error: `{ $a }` y `{ $b }` luchan las dos por { $camp }: da una facción de cada bando ({ $factions })
gen-neither-camp = ningún bando en particular
gen-year = error: --year { $year }: el generador conoce 1936, 1937 y 1938
gen-fails-check = error: la batalla generada no pasa check, un fallo del generador (`{ $command }`):
gen-exists = error: { $path } ya existe: da --force para sobrescribirlo, u otro -o ARCHIVO
gen-cannot-write = error: no se puede escribir { $path }: { $error }
gen-written = { $path }: "{ $title }", { $features } piezas de terreno, { $elements } elementos (`trinchera edit { $path }` lo abre)
gen-cannot-write-to-play = error: no se puede escribir { $path } para jugarlo: { $error }
gen-balancing-failed = error: { $n } de las partidas de equilibrado fallaron en la batalla generada (un fallo): { $games }
gen-no-games = error: no se jugó ninguna partida
gen-balance-figures = República { $rep }% [{ $rep_low }–{ $rep_high }], nacionales { $nat }% [{ $nat_low }–{ $nat_high }] en { $games } partidas
gen-balanced-in = equilibrada en { $round } { $round ->
        [one] ronda
       *[other] rondas
    }: { $figures }
gen-not-balanced = sin equilibrar tras { $rounds } rondas: la más cercana, tras { $round }: { $figures } (un bando aún gana más del { $most }%)

## `trinchera fit-worth`: los pesos del valor de una posición para el ordenador, ajustados
# Los nombres de las medidas de la tabla son los de `players::evaluate::FEATURE_KEYS`.

fit-choices = { $choices } elecciones, cada una un plan frente al del guion en una posición de las partidas del jugador scripted ({ $fitted } para ajustar, { $judged } para juzgar; { $battles } batallas, { $games } partidas en cada una; { $seconds } s)
fit-choices-fitted = ajustados con las batallas pares (cresta { $ridge }), juzgados con las impares: correlación de la diferencia de valor con la de resultado { $correlation }, el mejor plan acertado el { $agreed }% de las veces
fit-choices-own = solo las medidas del propio valor, ajustadas con las batallas pares (cresta 0.01), juzgadas con las impares: correlación { $correlation }, el mejor plan acertado el { $agreed }% de las veces
fit-choices-candidate = con la medida candidata { $candidate } a su lado: correlación { $correlation }, el mejor plan acertado el { $agreed }% de las veces
fit-choices-together = frente a la diferencia verdadera de los planes (lo que comparten las dos mitades), todas las elecciones: el valor a mano { $worth }, { $ends } batallas hasta el final { $by_ends }, los dos juntos { $both } (la media de las batallas pesada { $weight } veces el valor)
fit-choices-by-hand = los pesos a mano, con las mismas: correlación { $correlation }, el mejor plan acertado el { $agreed }% de las veces
fit-choices-ceiling = los resultados mismos, con las mismas: sus dos mitades de batallas hasta el final concuerdan con una correlación de { $halves }, así que ningún valor puede seguir la diferencia del resultado entero con una correlación mayor de { $ceiling } más o menos
fit-nothing-finished = ninguna partida terminó, así que no hay nada que ajustar
fit-cannot-fit = no se pudieron ajustar las medidas
fit-positions = { $positions } posiciones de { $battles } batallas, { $games } partidas de scripted en cada una ({ $seconds } s)
fit-explained = varianza de los resultados explicada en las batallas reservadas: ajustados con las demás { $fitted }, a mano { $hand }, con los que juega { $played }
fit-measure = medida
fit-fitted = ajustado
fit-by-hand = a mano
fit-played = en juego
fit-strength = fuerza
fit-brigade-defeat = derrota de brigada
fit-leading = ventaja
fit-objectives = objetivos
fit-exhausted = agotadas
fit-nearness = cercanía
fit-ground = terreno
fit-exposure = exposición
fit-leading-late = ventaja, al final
fit-objectives-late = objetivos, al final
fit-nearness-late = cercanía, al final

## Lo que dice `trinchera play ARCHIVO` al abrir, antes de ninguna ventana: dónde están las partidas

open-why-unreadable = no se puede leer
open-why-not-record = no es una partida guardada
open-why-bad-record = no se puede leer como partida guardada
open-why-other-game = es una partida de { $scenario }
open-folder = { $path }: error: esto es una carpeta: da un escenario o una partida guardada
open-cannot-read = { $path }: error: no se puede leer el archivo: { $error }
open-left-as-it-is = { $path } se deja como está ({ $why }); esta partida se guarda como { $save }.
open-new-beside-saved = Una partida nueva, guardada como { $save }; la partida guardada en { $path } se conserva (`trinchera play { $path }` la continúa).
open-carrying-on = Se continúa la partida guardada { $path }{ $has_turn ->
        [0] {""}
       *[other] { " " }(turno { $turn })
    }; `--new` empieza una partida nueva guardada como { $save }.
open-warning = Aviso: { $warning }.
open-cannot-carry-on = La partida guardada { $path } no se puede continuar: { $why }. Se conserva tal cual (`trinchera play { $path } --anyway` la continúa con esta versión); esta partida nueva se guarda como { $save }.
open-new-from-record = Una partida nueva, guardada como { $save }; la partida de { $path } se conserva.
open-holds-another = { $path } contiene otra partida y se deja como está; esta partida se guarda como { $save }.

## Quién juega cada bando: `--computer BANDO[:NIVEL]` rechazado, y los puestos de una partida guardada

seats-unknown-player = la partida guardada tiene a { $side } en manos del jugador del ordenador `{ $level }`, que este trinchera no conoce ({ $known }): lo juega una persona
seats-unknown-side = la partida guardada nombra un bando del ordenador `{ $side }` que la batalla no tiene
seats-no-side = `{ $value }` no nombra ningún bando: escribe BANDO[:NIVEL], p. ej. nationalist:{ $level }
seats-no-player = no hay ningún jugador del ordenador `{ $level }`{ $defaulted ->
        [1] { " " }(el nivel cuando no se da ninguno)
       *[other] {""}
    }: { $known }
seats-side-id = `{ $id }` ({ $index })
seats-no-such-side = --computer { $side }: esta batalla no tiene el bando `{ $side }`; sus bandos son { $sides }
seats-named-twice = --computer nombra { $side } dos veces

## `trinchera verify PARTIDA`: una partida de dados compartidos, comprobada desde su registro
# La línea que escribe tras `RUTA: `; una orden se nombra como la nombra el informe de `run`.

verify-not-shared = nada que verificar: { $what }, no compartidos entre dos jugadores (`verify` comprueba partidas jugadas con dados compartidos)
verify-ok = ok: { $rolls } { $rolls ->
        [one] tirada
       *[other] tiradas
    }, todas las partes concuerdan con los secretos revelados
verify-unrevealed = error: sin verificar: { $n ->
        [one] el secreto de { $sides } aún no se ha revelado
       *[other] los secretos de { $sides } aún no se han revelado
    }. Comprobado: los { $rolls } dados son los que dan sus partes, y { $orders ->
        [one] la orden se repite
       *[other] las { $orders } órdenes se repiten
    } con ellos. Sin comprobar: que las partes salgan de los secretos comprometidos, para lo que hacen falta los secretos (se revelan al final de la partida o cuando un bando la deja)
verify-error = error: { $what }
verify-seeded = sus dados salen de una semilla (Seeded({ $seed }))
verify-scripted = sus dados son una lista fija de { $values } { $values ->
        [one] valor
       *[other] valores
    }
verify-side = bando { $n }
verify-cannot-start = la partida no puede empezar ({ $rule }): { $reason }
verify-at-start = al comienzo de la partida
verify-typed-dice = la orden { $n } ({ $order }) teclea dados a mano: una partida de dados compartidos no admite ninguno
verify-order-refused = la orden { $n } ({ $order }) se rechaza al repetirla ({ $rule }): { $reason }
verify-in-order = en la orden { $n } ({ $order })
verify-too-many-dice = el registro da { $listed } dados, pero sus órdenes tiran { $rolls }: la tirada { $roll } no es de ninguna orden
verify-awaited-share = tirada { $roll } (dada para la orden pendiente al acabar el registro): la parte de { $side } no sale de su secreto revelado
verify-same-commitment = ambos bandos se comprometieron con el mismo secreto ({ $commitment }): uno copió el compromiso del otro
verify-bad-secret = el secreto revelado por { $side } no concuerda con su compromiso: el blake3 del secreto es { $made }, el compromiso { $commitment }
verify-roll = tirada { $roll }
verify-roll-what = tirada { $roll } ({ $who }: { $purpose }; turno { $turn }, { $phase })
verify-bad-share = { $roll } { $at }: la parte de { $side } no sale de su secreto revelado
verify-die-differs = { $roll } { $at } consta como { $recorded }, pero sus partes dan { $made }
verify-die-missing = { $roll } { $at } no está entre los dados del registro, que acaban en la tirada { $last }

## Por qué falló o se detuvo una partida simulada (las líneas "no contada" de `simulate`; su JSON guarda el inglés)

sim-why-unfinished = sin terminar
sim-why-no-player = no hay ningún jugador llamado { $a } ni { $b }
sim-why-cannot-start = la partida no puede empezar: { $reason }
sim-why-a-panic = un pánico
sim-why-panicked = pánico del programa: { $what }
sim-why-not-saved = no se pudo guardar su registro: { $error }
sim-why-halted = la partida se detuvo: { $why }
sim-why-order-cap = detenida tras { $orders } órdenes, el tope de una partida
sim-why-cannot-end-phase = { $side } no pudo terminar la fase de { $phase }: { $reason }

## Los extremos de la red, sin ventana o en ella: lo que escriben y los errores que muestran
# Lo que va por la red (el motivo de una negativa, una despedida) se envía en inglés sea cual
# sea el idioma, y se muestra tal como llegó.

net-host-line = anfitrión: { $line }
net-join-line = invitado: { $line }
net-join-code = código para unirse: { $code }
net-not-a-secret = { $path }: no es un secreto guardado (64 cifras hexadecimales); bórralo para empezar de cero
net-cannot-keep-secret = no se puede guardar el secreto en { $path }: { $error }
net-carry-on-needs-secret = { $error }: una partida en red guardada solo se continúa con su secreto
net-kept-secret-not-committed = { $path }: el secreto guardado a su lado no es aquel con el que se comprometió este bando
net-not-a-network-game = { $path }: no es una partida en red (sus dados no son compartidos): juégala sin --host
net-no-random = no hay bytes aleatorios: { $error }
net-no-such-side = --side { $side }: los bandos de esta batalla son { $sides } (o 0 y 1)
net-host-one-computer = --host --headless lleva un solo --computer BANDO[:NIVEL]: el bando que juega el anfitrión; el invitado juega el otro
net-cannot-host = no se puede hospedar en { $addr }: { $error }
net-no-local-addr = no se puede leer la dirección en la que se hospeda: { $error }
net-no-socket = no se puede abrir un socket: { $error }
net-no-client-id = no hay bytes aleatorios para el id del cliente: { $error }
net-no-token = no se puede hacer la credencial de conexión: { $error }
net-cannot-connect = no se puede conectar con { $addr }: { $error }
net-wire-too-big = un mensaje de { $len } bytes, por encima del límite de { $max }
net-wire-too-short = un mensaje demasiado corto para llevar una versión del protocolo
net-wire-version = la versión { $theirs } del protocolo; este programa habla la versión { $ours }
net-wire-malformed = bytes mal formados ({ $error })
net-wire-trailing = sobran { $n } bytes tras el mensaje
net-not-an-order = no es una orden ({ $error })
net-out-of-step = la orden número { $n } llegó cuando tocaba la número { $next }: el registro va desacompasado
net-other-share-back = el anfitrión devolvió otra parte distinta de la nuestra para la tirada { $roll }
net-dice-not-shared = estos dados no son compartidos
net-secret-too-early = un secreto revelado antes de empezar la partida
net-not-begun = la partida no ha empezado
net-undo-dice-waiting = una orden aún espera sus dados
net-undo-nothing = no hay nada que deshacer
net-undo-move-first = la elección de quién mueve primero no se puede retirar
net-undo-rolled = la última orden tiró dados o terminó la fase: no se puede retirar
net-undo-not-theirs = la última orden es de { $active }, no de { $side }
net-cannot-save = no se puede guardar la partida en { $path }: { $error }
net-writer-stopped = el escritor del registro se ha detenido: la partida no se está guardando
net-peer-more-bad = conexión { $peer }: más mensajes erróneos; se cuentan, no se muestran
net-peer-left = la conexión { $peer } se fue
net-joiner-gone = la conexión del invitado se ha perdido: la partida espera a que vuelva a unirse con el mismo código
net-undo-dropped = la petición de retirar una orden se descarta: el otro jugador se fue
net-peer-flooding = la conexión { $peer } inunda (más de { $rate } mensajes por segundo): se descarta lo que sobra
net-peer-bad = conexión { $peer }: { $why }
net-peer-sent = la conexión { $peer } envió { $what }: se ignora
net-bye-too-many = demasiados mensajes erróneos o de sobra
net-peer-sent-away = la conexión { $peer } se despide: { $why }
net-host-done = la partida ha terminado y ambos secretos están revelados: hecho
net-hello-twice = saludó dos veces
net-hello-no-commitment = el saludo de un jugador sin compromiso o sin credencial del puesto
net-bye-seat-taken = el puesto está ocupado: el invitado de esta partida mostró otra credencial del puesto
net-seat-without-token = quiso el puesto del invitado sin su credencial: rechazado
net-joiner-back = el invitado ha vuelto como { $peer }: se cierra su conexión anterior { $old }
net-peer-joined = la conexión { $peer } se unió como { $side }
net-peer-watches = la conexión { $peer } mira
net-before-hello = envió un mensaje antes de saludar: se ignora
net-spectator-gave = un espectador dio una orden, una parte o un secreto: se ignora
net-proposed-too-early = propuso una orden antes de empezar la partida
net-proposed-bad = propuso { $why }
net-stale = otra orden llegó antes
net-undo-waits = una petición de retirar una orden espera respuesta
net-proposed-refused = propuso { $order }, rechazada ({ $rule }): { $reason }
net-share-too-early = una parte antes de empezar la partida
net-share-too-far = una parte para la tirada { $roll }, mucho más allá de los dados de la partida
net-share-refused = su parte de la tirada { $roll } se rechaza: { $error }
net-secret-refused = su secreto se rechaza: { $error }
net-chat-too-long = una línea de chat de más de { $most } caracteres: rechazada
net-undo-too-early = pidió deshacer antes de empezar la partida
net-undo-another-waits = otra petición de retirar una orden espera respuesta
net-undo-computer-host = el ordenador juega el bando del anfitrión: no retira órdenes
net-asks-undo = petición de { $side } de retirar su última orden
net-answer-nobody-asked = respondió a una petición de retirar una orden que nadie hizo
net-chat-too-early = chat antes de empezar la partida: nadie lo oye
net-chat-from = chat de { $side }: { $text }
net-undo-refused-by = { $other } no aceptó retirar la última orden de { $side }
net-undo-moved-on = la partida ha seguido desde la petición: no se retira nada
net-undone-host = se retira la última orden de { $side } ({ $other } aceptó): { $order }
net-undo-already-waits = ya hay una petición de retirar una orden esperando respuesta
net-undo-nobody-to-ask = el otro jugador no está conectado: no hay a quién pedírselo
net-cannot-ask-undo = no se puede pedir retirar la última orden: { $why }
net-no-request = no hay ninguna petición del otro jugador que responder
net-side-n = bando { $n }
net-joiner-other-secret = el invitado de esta partida se comprometió con otro secreto ({ $commitment }): solo ese invitado puede ocupar el puesto
net-joiner-no-secret = el invitado de esta partida se comprometió con otro secreto (ninguno): solo ese invitado puede ocupar el puesto
net-joiner-host-commitment = el compromiso del invitado es el del propio anfitrión: rechazado
net-no-battle = no hay batalla que empezar
net-refused-after-dice = la orden { $order } se rechazó al llegar sus dados ({ $rule }): { $reason }
net-connection-lost = se ha perdido la conexión con el anfitrión{ $has_why ->
        [1] { " " }({ $why })
       *[other] {""}
    }: la partida está guardada; únete de nuevo con el mismo código para continuarla
net-could-not-connect = no se pudo conectar en { $seconds } s: no hay anfitrión ahí, o el secreto del código no es el de este anfitrión
net-host-sent = el anfitrión envió { $what }: se ignora
net-welcomed-twice = el anfitrión nos dio la bienvenida dos veces: se ignora la segunda
net-bad-hash = el texto del escenario que envió el anfitrión da el hash { $got }, no { $said } como dice: no se entra en la partida
net-scenario-unreadable = el escenario del anfitrión no se puede leer aquí: { $error }
net-not-our-commitment = el anfitrión tiene para nuestro bando otro compromiso ({ $commitment }) que el nuestro: no es nuestra partida
net-unasked-seat = el anfitrión dio un puesto que no pedimos
net-as-side = { $side }
net-as-spectator = espectador
net-joined-line = unido a { $title } como { $who }: { $orders } { $orders ->
        [one] orden
       *[other] órdenes
    } hasta ahora
net-host-bye = el anfitrión cerró la conexión: { $reason }
net-host-refused-ours = el anfitrión rechazó nuestra orden { $order } ({ $rule }): { $reason }
net-before-welcome = un mensaje antes de la bienvenida del anfitrión
net-not-our-order = el anfitrión numeró { $order } como orden { $n }, una orden de nuestro bando que no dimos: la partida se detiene aquí, guardada
net-host-share = la parte del anfitrión de la tirada { $roll }: { $error }
net-revealed-refused = el secreto revelado para el bando { $side } se rechaza: { $error }
net-asked-undo = pedimos al otro jugador retirar nuestra última orden ({ $side }): esperando respuesta
net-undo-out-of-step = el anfitrión retiró la última orden del bando { $side }, lo que aquí no se puede hacer ({ $error }): la partida va desacompasada y se detiene aquí, guardada
net-undo-count-differs = tras retirar una orden el anfitrión tiene { $orders } órdenes y este extremo { $here }: desacompasados; la partida se detiene aquí, guardada
net-undone = se retira la última orden de { $side }: { $order }
net-nothing-undone = no se retira nada: { $reason }
net-spectator-reads = un espectador solo lee el chat
net-spectator-no-undo = un espectador no tiene órdenes que retirar
net-no-result = sin resultado
net-result-win = victoria de { $side }: { $reason }
net-result-draw = empate: { $reason }
net-over-line = la partida ha terminado tras { $orders } órdenes y { $dice } dados; ambos secretos están revelados: { $result }
net-round-trips = { $n } idas y vueltas de órdenes: mediana { $median } ms, percentil 99 { $p99 } ms
net-bytes = bytes de mensajes: { $sent } enviados, { $received } recibidos

## El código para unirse que teclea el invitado

code-no-scheme = un código para unirse empieza por `{ $scheme }` (como lo escribió el anfitrión); `{ $code }` no
code-no-secret = el código para unirse `{ $code }` no tiene secreto tras la dirección
code-bad-address = la dirección del código para unirse `{ $addr }` no es DIRECCIÓN:PUERTO ({ $error })
code-bad-secret = el secreto del código para unirse no son 64 cifras hexadecimales ({ $n } caracteres)

## The command line's help (`trinchera --help`, `trinchera help COMMAND`) and clap's frame
## around it (src/cli/help.rs). The flags and the placeholders the syntax shows (--size, FILE,
## SIDE[:LEVEL]) stay as they are: they are what is typed.

cli-help-about = Una mesa de juego para batallas de miniaturas de la Guerra Civil española
cli-help-about-long = Una mesa de juego para batallas de miniaturas de la Guerra Civil española.

    Sin comando, abre la ventana en la batalla de serie.
cli-help-size = Tamaño de la ventana en píxeles, ANCHOxALTO, para la ventana que se abre sin comando
cli-help-lang = El idioma de la ventana y de los informes: `en` o `es` (por defecto, el del sistema, de LC_ALL, LC_MESSAGES o LANG: español para `es…`, inglés si no)
cli-help-help = Muestra la ayuda
cli-help-version = Muestra la versión
cli-help-help-command = Muestra esta ayuda o la del comando dado
cli-help-any-size = Tamaño de la ventana en píxeles, ANCHOxALTO
cli-help-any-json = Escribe un objeto JSON en lugar de texto
cli-help-any-seed = La semilla de la que salen los dados de cada partida
cli-help-any-jobs = Partidas jugadas a la vez (por defecto, una por núcleo)
cli-help-any-generated-size = El tamaño de las batallas generadas

cli-help-play = Abre la mesa con un escenario (al guardar el fichero se vuelve a dibujar) o continúa una partida guardada
cli-help-play-file = El escenario, o una partida guardada para continuarla
cli-help-play-seed = Semilla de los dados de una partida nueva (por defecto, del reloj)
cli-help-play-save = Dónde guardar la partida (por defecto, junto al escenario, NOMBRE.game.ron). Un fichero que ya guarde otra partida nunca se sobrescribe: la partida toma el siguiente nombre libre
cli-help-play-new = Empieza una partida nueva aunque haya una partida guardada del escenario que se pueda continuar; se guarda con el siguiente nombre libre (NOMBRE.game-2.ron ...) y la guardada se conserva
cli-help-play-anyway = Continúa una partida guardada aunque su escenario haya cambiado desde entonces: las órdenes se repiten sobre la versión nueva y la partida guarda un aviso que dice qué cambió
cli-help-play-computer = El ordenador juega el bando SIDE (su id, o 0 o 1) al nivel LEVEL (el nombre de un jugador; por defecto `normal`). Dos veces para los dos bandos: míralo jugar contra sí mismo. Sin esto, una partida nueva lo pregunta
cli-help-play-host = Ofrece la batalla a un jugador en otra máquina: escucha en ADDR:PORT (por defecto 0.0.0.0:0; puerto 0: cualquiera libre), muestra el código para unirse en el panel y lo escribe en stderr (`join code: trinchera://...`)
cli-help-play-headless = Con --host: sin ventana; el ordenador juega el bando que nombra --computer
cli-help-play-side = Con --host en la ventana: el bando que juega la persona del anfitrión (su id, o 0 o 1; por defecto el primero); el invitado juega el otro

cli-help-join = Únete a una batalla que ofrece otra máquina, con el código que escribió su anfitrión: la ventana se abre en la batalla del anfitrión y juegas el bando que te da; con --computer LEVEL el ordenador ocupa el puesto (sin ventana); con --watch, mírala en la ventana (pueden mirar cuantos quieran; un espectador nunca recibe un secreto), o con --headless escribe cada orden según se cursa
cli-help-join-code = El código para unirse que escribió el anfitrión (trinchera://...)
cli-help-join-computer = El ordenador juega el bando del invitado al nivel LEVEL (el nombre de un jugador)
cli-help-join-watch = Mira la partida: sin puesto, sin órdenes
cli-help-join-save = Guarda aquí la partida a cada orden (el secreto del invitado se guarda al lado, RECORD.secret, para volver con el mismo código tras un fallo)
cli-help-join-headless = Con --watch: sin ventana, cada orden escrita (--computer nunca abre una)

cli-help-replay = Mira una partida guardada en la mesa: paso a paso por orden, fase y turno, saltos, reproducción a una velocidad; Jugar desde aquí sigue desde cualquier punto como una partida nueva guardada junto a la otra
cli-help-replay-record = La partida guardada que mirar
cli-help-replay-at = Abre con este número de órdenes ya jugadas (por defecto, al principio)

cli-help-edit = Edita un escenario en la mesa: dibuja y cambia la forma del terreno, coloca y gira peanas, fija los objetivos y cada campo, con los problemas de check a la vista; deshacer, rehacer, guardar. Un fichero que aún no existe es una batalla nueva
cli-help-edit-file = El escenario que editar (una batalla nueva si aún no existe)

cli-help-check = Comprueba ficheros de escenario: escribe cada problema como ruta:línea:columna y sale con 1 si hay alguno
cli-help-check-files = Los ficheros de escenario que comprobar

cli-help-format = Escribe ficheros de escenario con la disposición con que los guarda el editor (una línea por pieza de terreno, elemento y objetivo, los campos en orden), conservando sus comentarios; con --check, no cambia nada y sale con 1 si un fichero no está así dispuesto
cli-help-format-files = Los ficheros de escenario que disponer
cli-help-format-check = No cambia nada: sale con 1 si un fichero no está dispuesto como lo guarda el editor

cli-help-run = Juega una partida guardada sin ventana y escribe el resultado de cada orden, cada dado y el estado
cli-help-run-record = La partida guardada que jugar

cli-help-verify = Comprueba una partida jugada con dados compartidos: cada secreto revelado frente a su compromiso, cada parte frente a su secreto, cada dado frente a sus partes, y las órdenes repetidas con esos mismos dados. Sale con 0 si todo coincide; con 1, nombrando la primera tirada u orden que no, o si aún no se ha revelado un secreto; con 3 si los dados no son compartidos (no hay nada que comprobar)
cli-help-verify-record = La partida guardada que comprobar

cli-help-measure = La medida del árbitro entre A y B (ids de elementos o puntos "x,y"): alcance, línea de visión, protección y las probabilidades de cada arma de A. Con A el id de una batería o `air:SIDE` y B un punto: la zona batida allí y las probabilidades de cada elemento bajo ella
cli-help-measure-file = Un escenario, o una partida guardada (se mide donde sus órdenes dejaron las piezas)
cli-help-measure-a = Desde: el id de un elemento, un punto "x,y", el id de una batería o `air:SIDE`
cli-help-measure-b = Hasta: el id de un elemento o un punto "x,y"

cli-help-simulate = Juega muchas partidas de un escenario entre jugadores del ordenador e informa de su equilibrio: victorias, empates y derrotas por bando y por jugador con intervalos al 95 %, duración de la partida, pérdidas, partidas estancadas y la semilla de cada partida. Sale con 1 si alguna partida falló (nombra cada una)
cli-help-simulate-scenario = El escenario que jugar
cli-help-simulate-games = Cuántas partidas
cli-help-simulate-players = Los dos jugadores, A,B (naive, scripted, o el ordenador: easy, normal, hard, cada uno también -bold o -cautious): cada uno juega cada bando en la mitad de las partidas
cli-help-simulate-out = Escribe cada partida como DIR/game-0001.ron y el gráfico como DIR/balance.png

cli-help-ladder = Cada pareja de jugadores sobre un conjunto de batallas, cada bando en la mitad de las partidas: resultados por batalla y en conjunto con intervalos al 95 %, y una puntuación de cada jugador ajustada a todos los emparejamientos (Bradley–Terry, puntos Elo, `scripted` en 0)
cli-help-ladder-battles = Ficheros de escenario en que jugar (por defecto, todos los escenarios de scenarios/, salvo que se dé --generated)
cli-help-ladder-generated = Juega también en N batallas generadas, semillas --from-seed, --from-seed + 1 ... (las semillas de medir son de la 1 a la 50; las de ajustar, de la 1000 en adelante)
cli-help-ladder-from-seed = La primera semilla de las batallas generadas
cli-help-ladder-balanced = Equilibra primero cada batalla generada, como hace `generate --balanced` (partidas de scripted hasta que ningún bando gane más del 60 %), para que decida menos el bando que toca y más los jugadores
cli-help-ladder-players = Los jugadores, A,B,C... (al menos dos)
cli-help-ladder-games = Partidas que juega cada pareja en cada batalla (par: cada jugador lleva cada bando en la mitad)

cli-help-generate = Hace una batalla aleatoria pero verosímil a partir de una semilla: terreno, las brigadas del año de los dos bandos, despliegue, objetivos y un límite de turnos, escrita como el editor guarda un escenario y pasando `check`. La misma semilla y las mismas opciones dan el mismo fichero
cli-help-generate-seed = La semilla (por defecto, del reloj; el fichero dice cuál, para volver a hacerla)
cli-help-generate-size = La mesa: small 48x32, medium 60x40, large 72x48
cli-help-generate-year = 1936, 1937 o 1938 (por defecto, sacado de la semilla)
cli-help-generate-sides = La facción que encabeza cada bando, FACTION,FACTION (una republicana, una nacional), p. ej. Anarchist,Carlist
cli-help-generate-balanced = Juega partidas de scripted en ella y ajusta las fuerzas hasta que ningún bando gane más del 60 % (6 rondas como mucho); dice en stderr cuánto se acercó
cli-help-generate-games = Partidas que juega cada ronda de --balanced
cli-help-generate-out = Escribe la batalla en FILE en lugar de en la salida estándar
cli-help-generate-force = Sobrescribe FILE si existe

cli-help-fit-worth = Ajusta los pesos con que el ordenador valora una posición a cómo acaban las batallas: el jugador `scripted` juega los dos bandos de batallas generadas (las semillas de ajustar, de la 1000 en adelante, por defecto), y los pesos que mejor predicen el resultado de cada bando a partir de la posición al empezar su movimiento se escriben junto a los que usa
cli-help-fit-worth-generated = Batallas generadas que jugar, semillas --from-seed, --from-seed + 1 ... (al menos 2: la mitad se ajustan, las otras juzgan el ajuste)
cli-help-fit-worth-from-seed = La primera semilla de las batallas generadas (fuera de las semillas de medir, de la 1 a la 50)
cli-help-fit-worth-games = Partidas en cada batalla
cli-help-fit-worth-choices = Ajusta en cambio a las elecciones que hace la búsqueda: en posiciones de las partidas del guion, planes que difieren del del guion en la conducta de una unidad, cada uno valorado un turno después y jugado hasta el final; los pesos cuyas diferencias mejor siguen las de los resultados, y cuán bien ellos y los pesos a mano aciertan el mejor plan en batallas reservadas, y hasta dónde podrían unos pesos cualesquiera (cuánto concuerdan dos mitades de las batallas hasta el final); cuán bien lo hacen las medidas del propio valor solas y con cada una de doce medidas candidatas a su lado; y cuán bien siguen el valor y las batallas hasta el final la diferencia verdadera de los planes, solos y juntos

cli-help-screenshot = Dibuja la mesa de un escenario (o de una partida guardada), la guarda como PNG y sale
cli-help-screenshot-file = El escenario o la partida guardada que dibujar
cli-help-screenshot-out = El PNG que escribir
cli-help-screenshot-size = Tamaño de la imagen en píxeles, ANCHOxALTO
cli-help-screenshot-select = Selecciona primero este elemento, para que su ficha se vea en el panel
cli-help-screenshot-computer = El ordenador juega SIDE[:LEVEL], como en `play`
cli-help-screenshot-wait = Deja correr la partida estos segundos antes (el ordenador juega mientras)
cli-help-screenshot-why = Abre el ¿Por qué? del panel (las razones del ordenador)
cli-help-screenshot-balance = Abre el Equilibrio del panel y empieza N partidas al abrirse la ventana; la imagen espera a su informe, hasta dos minutos después de --wait (sube --wait para tandas más largas)
cli-help-screenshot-balance-players = Los dos jugadores de --balance, A,B como en `simulate` (por defecto scripted,scripted)
cli-help-screenshot-replay-at = FILE es una partida guardada: muestra su repetición con este número de órdenes jugadas, con la línea de tiempo
cli-help-screenshot-edit = Muestra el editor de escenarios sobre FILE (con --select, ese elemento o pieza de terreno seleccionado)

cli-frame-usage = Uso:
cli-frame-options = Opciones
cli-frame-arguments = Argumentos
cli-frame-commands = Comandos
cli-frame-default = [por defecto: { $value }]
cli-frame-possible = [valores posibles: { $values }]
cli-frame-more = Para más información, prueba '{ $help }'.
cli-frame-tip = consejo:
cli-frame-similar-argument = { $n ->
        [one] hay un argumento parecido: { $names }
       *[other] hay argumentos parecidos: { $names }
    }
cli-frame-similar-command = { $n ->
        [one] hay un comando parecido: { $names }
       *[other] hay comandos parecidos: { $names }
    }
cli-frame-similar-value = { $n ->
        [one] hay un valor parecido: { $names }
       *[other] hay valores parecidos: { $names }
    }
cli-frame-error-used-twice = el argumento '{ $arg }' no puede darse más de una vez
cli-frame-error-conflict = el argumento '{ $arg }' no puede usarse con { $with }
cli-frame-error-conflict-others = alguno de los otros argumentos dados
cli-frame-error-no-equals = hace falta un signo igual para dar valores a '{ $arg }'
cli-frame-error-value-missing = '{ $arg }' necesita un valor y no se dio ninguno
cli-frame-error-invalid-value = valor '{ $value }' no válido para '{ $arg }'
cli-frame-error-possible = valores posibles: { $values }
cli-frame-error-unknown-command = comando '{ $command }' desconocido
cli-frame-error-missing = faltan estos argumentos obligatorios: { $args }
cli-frame-error-needs-command = '{ $command }' necesita un comando y no se dio ninguno: { $commands }
cli-frame-error-too-many = valor '{ $value }' inesperado para '{ $arg }'; no se esperaban más
cli-frame-error-too-few = '{ $arg }' necesita { $wanted } valores; solo se { $given ->
        [one] dio { $given }
       *[other] dieron { $given }
    }
cli-frame-error-wrong-number = '{ $arg }' necesita { $wanted } valores, pero se { $given ->
        [one] dio { $given }
       *[other] dieron { $given }
    }
cli-frame-error-unknown-argument = argumento '{ $arg }' inesperado
cli-frame-error-other = no se entiende la línea de órdenes ({ $what })
