# The shipped ruleset's words in Spanish (assets/rules/ruleset.ron): a key is what the word is
# and its name in the ruleset, `weapon-LightMG`, as in ../en/ruleset.ftl. A name a referee
# adds to the ruleset and this file lacks is shown as the ruleset writes it. The terms are those of docs/glosario.md.

## Qualities
quality-Elite = Élite
quality-Regular = Regular
quality-Militia = Milicia

## Factions
faction-Carlist = Carlistas
faction-Falange = Falange
faction-Anarchist = Anarquistas
faction-Communist = Comunistas
faction-POUM = POUM
faction-AssaultGuards = Guardia de Asalto
faction-Italian = Italianos (CTV)
faction-RegularArmy = Ejército regular
faction-Legion = Legión
faction-Regulares = Regulares
faction-InternationalBrigades = Brigadas Internacionales
faction-PeninsularArmy = Ejército peninsular
faction-CondorLegion = Legión Cóndor
faction-Nationalist = Nacionales
faction-Republican = Republicanos
faction-PopularArmy = Ejército Popular
faction-Soviet = Soviéticos

## Kinds of unit
unit-Battalion = Batallón
unit-TankCompany = Compañía de carros
unit-Battery = Batería
unit-Company = Compañía
unit-Section = Sección

## Weapons (the direct fire chart's lines)
weapon-Rifles = Fusiles
weapon-ItalianRifles = Fusiles italianos
weapon-LightMG = Fusil ametrallador
weapon-HeavyMG = Ametralladora
weapon-FieldGun = Cañón de campaña
weapon-AntiTankGun = Cañón antitanque
weapon-Cannon = Cañón automático
weapon-AntiTankRifle = Fusil antitanque
weapon-LightMortar = Mortero ligero
weapon-MediumMortar = Mortero medio
weapon-Flamethrower = Lanzallamas

## Element types
element-Rifles = Sección de fusileros
element-ItalianRifles = Sección de fusileros italianos
element-LightMG = Pelotón de fusiles ametralladores
element-HeavyMG = Sección de ametralladoras
element-LightMortar = Pelotón de morteros ligeros
element-MediumMortar = Sección de morteros medios
element-AntiTankRifle = Equipo de fusil antitanque
element-FieldGun = Cañón de campaña
element-AntiTankGun = Cañón antitanque
element-AntiAircraftCannon = Cañón de 20-40 mm
element-Tank = Sección de carros con cañón
element-LightTank = Sección de carros ametralladores
element-FastTank = Sección de carros rápidos
element-FlamethrowerTank = Tanqueta lanzallamas
element-ArmouredTruck = Camión blindado
element-Truck = Camión
element-Limber = Armón
element-Wagon = Carreta
element-Cavalry = Escuadrón de caballería
element-Bicycles = Sección ciclista
element-HQ = Cuartel general
element-Dynamiteros = Dinamiteros
element-Observer = Observador de artillería

## Terrain
terrain-Woods = Bosque
terrain-Rocky = Terreno rocoso
terrain-Urban = Edificios
terrain-SoftGround = Terreno blando
terrain-Gully = Barranco
terrain-Hill = Colina
terrain-Road = Carretera
terrain-River = Río
terrain-Stream = Arroyo
terrain-Wall = Muro
terrain-Hedge = Seto
terrain-Fence = Cerca
terrain-Barricade = Barricada
terrain-BarbedWire = Alambrada
terrain-Trench = Trinchera
terrain-Pillbox = Búnker
terrain-Ditch = Zanja
terrain-Embankment = Terraplén
terrain-Rubble = Escombros
terrain-ReedBed = Cañaveral
# Not the ruleset's: the smoke of a burning wreck, which blocks sight as terrain does [INF].
terrain-Smoke = Humo
