# The shipped ruleset's words in English (assets/rules/ruleset.ron), for the names that are
# not words as the ruleset spells them: `HeavyMG`, `InternationalBrigades`, `TankCompany` are
# keywords of the file, run together, and a player reads "Heavy MG", "International Brigades".
# A key is what the word is and its name in the ruleset, `weapon-LightMG`, as in
# ../es/ruleset.ftl. A name that is already a word (`Rifles`, `Carlist`, `Battalion`), and the
# element types and terrain (shown by the labels the ruleset gives them), need none: they are
# shown as the ruleset writes them. The weapons are named as the direct fire chart names them
# (docs/rules/README.md).

## Factions
faction-AssaultGuards = Assault Guards
faction-RegularArmy = Regular Army
faction-InternationalBrigades = International Brigades
faction-PeninsularArmy = Peninsular Army
faction-CondorLegion = Condor Legion
faction-PopularArmy = Popular Army

## Kinds of unit
unit-TankCompany = Tank company

## Weapons (the direct fire chart's lines)
weapon-ItalianRifles = Italian rifles
weapon-LightMG = Light MG
weapon-HeavyMG = Heavy MG
weapon-FieldGun = Field gun
weapon-AntiTankGun = Anti-tank gun
weapon-AntiTankRifle = Anti-tank rifle
weapon-LightMortar = Light mortar
weapon-MediumMortar = Medium mortar
